import {
  formatMeasurement,
  overallRating,
  parseMeasurement,
  RATING_SCALE_INFO,
  type MeasurementUnit,
} from '@chalktalk/domain';
import { Alert, Anchor, Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { showFieldErrors, under, withoutField } from '../../api/field-errors';
import { FormError, FormOutcome, type Outcome } from '../../components/FormOutcome';
import { Page } from '../../components/Page';
import { SaveConflictAlert } from '../../components/SaveConflictAlert';
import { SectionCard } from '../../components/SectionCard';
import { useSaveConflict } from '../../components/use-save-conflict';
import type { RosterPerson } from '../roster/roster.types';
import { useGetRosterQuery } from '../roster/rosterApi';
import { useTeamRights } from '../roster/use-team-rights';
import { useTeamPath } from '../teams/use-active-team';
import { useUnsavedPrompt } from '../designer/use-unsaved-prompt';
import { ScoreRow } from './components/ScoreRow';
import { canWriteEvaluations } from './evaluation-rights';
import {
  useGetEvaluationTemplatesQuery,
  useGetPlayerEvaluationsQuery,
  useSaveEvaluationMutation,
} from './evaluationsApi';
import type { Evaluation, EvaluationTemplate } from './evaluations.types';

export const NO_TEMPLATE_MESSAGE = 'There is no active evaluation template yet.';
export const NO_EVALUATION_RIGHTS =
  'Only admins, and coaches when the team allows it, can write evaluations.';

/** /team/player/evaluation/edit?p=<roster id>[&e=<evaluation id>]: writes or updates one evaluation. */
export function EvaluationFormPage() {
  const [params] = useSearchParams();
  const rosterId = params.get('p') ?? '';
  const evaluationId = params.get('e') ?? '';
  const { team, program, userId } = useTeamRights();
  const teamId = team?.id ?? '';
  const allowed = team && userId ? canWriteEvaluations(team, userId, program) : false;
  const templates = useGetEvaluationTemplatesQuery(teamId, { skip: !allowed });
  const roster = useGetRosterQuery(teamId, { skip: !allowed });
  const existing = useGetPlayerEvaluationsQuery({ teamId, rosterId }, { skip: !allowed || !evaluationId });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The evaluation this form just created: its id goes into the address, and the form stays as it is
  // (no "Loading…" and no remount while the player's evaluations reload).
  const [createdId, setCreatedId] = useState<string | null>(null);

  if (!team) return null;
  if (!allowed)
    return (
      <Alert role="alert" color="gray" variant="light">
        {NO_EVALUATION_RIGHTS}
      </Alert>
    );
  const loadError = templates.error ?? roster.error ?? existing.error;
  if (loadError) return <FormError message={errorMessage(loadError)} />;
  if (!templates.data || !roster.data || (evaluationId && evaluationId !== createdId && !existing.data))
    return <Text c="dimmed">Loading…</Text>;
  const evaluation = existing.data?.evaluations.find((candidate) => candidate.id === evaluationId);
  return (
    <EvaluationForm
      key={evaluationId && evaluationId !== createdId ? evaluationId : 'new'}
      teamId={teamId}
      rosterId={rosterId}
      evaluation={evaluation}
      templates={templates.data.templates}
      player={roster.data.roster.find((person) => person.id === rosterId)}
      outcome={outcome}
      setOutcome={setOutcome}
      onCreated={setCreatedId}
    />
  );
}

/** The measured values of an evaluation as the form shows them, in each field's unit. */
const measuresOf = (evaluation: Evaluation | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(evaluation?.measurements ?? {}).map(([id, m]) => [
      id,
      formatMeasurement(m.unit as MeasurementUnit, m.si),
    ]),
  );

interface FormProps {
  teamId: string;
  rosterId: string;
  evaluation: Evaluation | undefined;
  templates: EvaluationTemplate[];
  player: RosterPerson | undefined;
  outcome: Outcome | null;
  setOutcome: (outcome: Outcome | null) => void;
  onCreated: (evaluationId: string) => void;
}

function EvaluationForm({
  teamId,
  rosterId,
  evaluation,
  templates,
  player,
  outcome,
  setOutcome,
  onCreated,
}: FormProps) {
  const [, setParams] = useSearchParams();
  const navigate = useNavigate();
  const teamPath = useTeamPath();
  const [saveEvaluation, { isLoading: saving }] = useSaveEvaluationMutation();
  // Set from the answer when this form creates the evaluation, so a second save updates it.
  const [evaluationId, setEvaluationId] = useState(evaluation?.id);
  // The version the next save starts from: the one loaded, then the one each answer gives.
  const [editedVersion, setEditedVersion] = useState(evaluation?.version ?? 0);
  const conflict = useSaveConflict();
  const latest = useGetPlayerEvaluationsQuery({ teamId, rosterId }, { skip: !evaluationId });
  const active = templates.filter((t) => t.active);
  const [templateId, setTemplateId] = useState<string | null>(
    evaluation?.templateId ?? active[0]?.id ?? null,
  );
  const [scores, setScores] = useState<Record<string, number>>(evaluation?.scores ?? {});
  const [measures, setMeasures] = useState<Record<string, string>>(() => measuresOf(evaluation));
  const [notes, setNotes] = useState(evaluation?.notes ?? '');
  // What the server refused, by field ('notes', or a measured field's id), shown beside it until it is edited.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const dropServerError = (field: string) => setServerErrors((current) => withoutField(current, field));
  // Spec 2 §2's prompt (the designer's and the depth chart's): leaving with unsaved changes asks first.
  const current = JSON.stringify([templateId, scores, measures, notes]);
  const [savedState, setSavedState] = useState(current);
  const unsaved = current !== savedState;
  useUnsavedPrompt(unsaved, () => unsaved);
  const groups = useRef<HTMLDivElement>(null);
  const template = templates.find((t) => t.id === templateId);

  const max = template ? RATING_SCALE_INFO[template.scoreScale].max : 5;
  const criteria = template?.sections.flatMap((section) => section.criteria) ?? [];
  const overall = template ? overallRating(template, player?.position, scores) : null;
  const measured = (template?.measuredFields ?? []).map((field) => {
    const text = measures[field.id] ?? '';
    return { field, parsed: text.trim() === '' ? null : parseMeasurement(field.quantity, field.unit, text) };
  });
  const measureErrors = Object.fromEntries(
    measured.map(({ field, parsed }) => [field.id, parsed && !parsed.ok ? parsed.message : null]),
  );
  // Typed in another unit ("1.85 m" where feet and inches are asked): kept as typed, shown in the field's unit too.
  const measureNotes = Object.fromEntries(
    measured.map(({ field, parsed }) => [
      field.id,
      parsed?.ok && parsed.unit !== field.unit
        ? `That is ${formatMeasurement(field.unit, parsed.si)}`
        : undefined,
    ]),
  );

  const focusCriterion = (index: number) => {
    const rows = groups.current?.querySelectorAll<HTMLElement>('[role="radiogroup"]');
    const row = rows?.[index];
    if (!row) {
      groups.current?.nextElementSibling?.querySelector<HTMLElement>('input, textarea')?.focus();
      return;
    }
    (
      row.querySelector<HTMLElement>('[tabindex="0"]') ?? row.querySelector<HTMLElement>('[role="radio"]')
    )?.focus();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    return saveFrom(editedVersion);
  };
  /** Saves the form as an update of `version` (the one it was edited from), or creates the evaluation. */
  const saveFrom = async (version: number) => {
    if (!template) return;
    if (Object.values(measureErrors).some(Boolean)) {
      setOutcome({ ok: false, message: 'Please correct the measurements.' });
      return;
    }
    try {
      const saved = await saveEvaluation({
        teamId,
        rosterId,
        evaluation: {
          ...(evaluationId ? { id: evaluationId, version } : {}),
          templateId: template.id,
          scores: Object.fromEntries(Object.entries(scores).filter(([c]) => criteria.includes(c))),
          measurements: Object.fromEntries(
            template.measuredFields.map((field) => [field.id, measures[field.id] ?? '']),
          ),
          notes,
        },
      }).unwrap();
      setSavedState(current);
      setEditedVersion(saved.evaluation.version);
      conflict.clear();
      setOutcome({ ok: true, message: 'Evaluation saved.' });
      if (!evaluationId) {
        setEvaluationId(saved.evaluation.id);
        onCreated(saved.evaluation.id);
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.set('e', saved.evaluation.id);
          return next;
        });
      }
    } catch (caught) {
      if (conflict.caught(caught)) {
        setOutcome(null);
        return;
      }
      const placed: Record<string, string> = {};
      const left = showFieldErrors(
        caught,
        (field, message) => (placed[field] = message),
        (path) => under('evaluation.measurements.')(path) ?? under('evaluation.', ['notes'])(path),
      );
      setServerErrors(placed);
      if (left) setOutcome({ ok: false, message: left });
    }
  };

  const loadLatest = async () => {
    const { data } = await latest.refetch();
    const stored = data?.evaluations.find((candidate) => candidate.id === evaluationId);
    if (!stored) return;
    const fields = [stored.templateId, stored.scores, measuresOf(stored), stored.notes] as const;
    setTemplateId(fields[0]);
    setScores(fields[1]);
    setMeasures(fields[2]);
    setNotes(fields[3]);
    setSavedState(JSON.stringify(fields));
    setEditedVersion(stored.version);
    conflict.clear();
  };

  const back = teamPath(`/team/player/overview?p=${rosterId}`);
  const name = player ? `${player.firstName} ${player.lastName}` : 'player';

  return (
    <Page title={`${evaluationId ? 'Edit evaluation' : 'Evaluate'}: ${name}`}>
      <Anchor component={Link} to={back} size="sm" mb="md" display="inline-block">
        <Group component="span" gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          Back to the player
        </Group>
      </Anchor>
      {active.length === 0 && !evaluation ? (
        <Alert role="status" color="gray" variant="light">
          {NO_TEMPLATE_MESSAGE}{' '}
          <Anchor component={Link} to={teamPath('/profile/settings/evaluation/template')}>
            Create a template
          </Anchor>
        </Alert>
      ) : (
        <form
          onSubmit={submit}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
          }}
          noValidate
          aria-label="Evaluation"
        >
          <Group align="end" gap="md" mb="md" wrap="wrap">
            <Select
              label="Template"
              data={templates
                .filter((t) => t.active || t.id === templateId)
                .map((t) => ({ value: t.id, label: `${t.name} (v${t.version})` }))}
              value={templateId}
              onChange={setTemplateId}
              allowDeselect={false}
              style={{ flex: '1 1 220px' }}
            />
            <Text size="lg" fw={700} aria-live="polite" data-testid="overall-rating">
              Overall {overall ?? '–'}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" mb="sm">
            Type 1–{max === 10 ? '9, 0 for 10' : max} to score a criterion and move to the next; arrows change
            it, Ctrl+Enter saves.
          </Text>
          <div ref={groups}>
            {template?.sections
              .filter((section) => section.criteria.length > 0)
              .map((section) => (
                <SectionCard key={section.name} title={section.name}>
                  <Stack gap={0}>
                    {section.criteria.map((criterion) => (
                      <ScoreRow
                        key={criterion}
                        criterion={criterion}
                        max={max}
                        value={scores[criterion]}
                        onChange={(score) =>
                          setScores((current) => {
                            const next = { ...current };
                            if (score === undefined) delete next[criterion];
                            else next[criterion] = score;
                            return next;
                          })
                        }
                        onAdvance={(step) => focusCriterion(criteria.indexOf(criterion) + step)}
                      />
                    ))}
                  </Stack>
                </SectionCard>
              ))}
          </div>
          {template && template.measuredFields.length > 0 && (
            <SectionCard title="Measurements">
              <Group gap="md" align="start" wrap="wrap">
                {template.measuredFields.map((field) => (
                  <TextInput
                    key={field.id}
                    label={`${field.label} (${field.unit})`}
                    value={measures[field.id] ?? ''}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setMeasures((current) => ({ ...current, [field.id]: value }));
                      dropServerError(field.id);
                    }}
                    error={measureErrors[field.id] ?? serverErrors[field.id]}
                    description={measureNotes[field.id]}
                    style={{ flex: '1 1 160px' }}
                  />
                ))}
              </Group>
            </SectionCard>
          )}
          <Textarea
            label="Notes"
            value={notes}
            onChange={(e) => {
              setNotes(e.currentTarget.value);
              dropServerError('notes');
            }}
            error={serverErrors.notes}
            autosize
            minRows={2}
            mb="md"
          />
          <FormOutcome outcome={outcome} />
          {conflict.version !== null && (
            <SaveConflictAlert
              busy={saving}
              onLoadLatest={() => void loadLatest()}
              onOverwrite={() => void saveFrom(conflict.version ?? editedVersion)}
            />
          )}
          <Group gap="sm">
            <Button type="submit" loading={saving} disabled={!template}>
              Save evaluation
            </Button>
            <Button variant="default" onClick={() => void navigate(back)}>
              Done
            </Button>
          </Group>
        </form>
      )}
    </Page>
  );
}

import {
  MEASUREMENT_QUANTITIES,
  unitsOf,
  WEIGHT_MAX,
  type EvaluationTemplateBody,
  type MeasurementQuantity,
  type MeasurementUnit,
  type RatingScale,
} from '@chalktalk/domain';
import {
  ActionIcon,
  Alert,
  Autocomplete,
  Badge,
  Button,
  CloseButton,
  Group,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { createNextState } from '@reduxjs/toolkit';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { showFieldErrors, withoutField } from '../../api/field-errors';
import { FormError, FormOutcome, type Outcome } from '../../components/FormOutcome';
import { Page } from '../../components/Page';
import { SaveConflictAlert } from '../../components/SaveConflictAlert';
import { SectionCard } from '../../components/SectionCard';
import { useSaveConflict } from '../../components/use-save-conflict';
import { useTeamRights } from '../roster/use-team-rights';
import { canWriteEvaluations } from './evaluation-rights';
import { useGetEvaluationTemplatesQuery, useSaveEvaluationTemplateMutation } from './evaluationsApi';
import type { EvaluationTemplate } from './evaluations.types';

export const TEMPLATE_RIGHTS_MESSAGE =
  'Choose a team where you are an admin (or a coach allowed to create evaluations) to edit its templates.';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'field';

const bodyOf = (t: EvaluationTemplateBody | EvaluationTemplate): EvaluationTemplateBody => ({
  name: t.name,
  scoreScale: t.scoreScale,
  sections: t.sections.map((s) => ({ name: s.name, criteria: [...s.criteria] })),
  positionWeights: Object.fromEntries(Object.entries(t.positionWeights).map(([p, w]) => [p, { ...w }])),
  measuredFields: t.measuredFields.map((f) => ({ ...f })),
  active: t.active,
});

/** /profile/settings/evaluation/template?e=<template id>: the active team's evaluation templates. */
export function TemplateSettingsPage() {
  const [params] = useSearchParams();
  const selected = params.get('e');
  const { team, program, userId } = useTeamRights();
  const allowed = team && userId ? canWriteEvaluations(team, userId, program) : false;
  const { data, error } = useGetEvaluationTemplatesQuery(team?.id ?? '', { skip: !allowed });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The editor of a new template stays mounted once its first save gives it an id (e= then names it): remounting
  // would drop whatever was typed while that save was on its way. A "New template" starts a fresh editor.
  const [fresh, setFresh] = useState(0);
  const [created, setCreated] = useState<{ id: string; key: string } | null>(null);

  if (!team || !allowed)
    return (
      <Page title="Evaluation templates">
        <Alert role="status" color="gray" variant="light">
          {TEMPLATE_RIGHTS_MESSAGE}
        </Alert>
      </Page>
    );
  if (error) return <FormError message={errorMessage(error)} />;
  if (!data) return <Text c="dimmed">Loading…</Text>;
  const current = data.templates.find((t) => t.id === selected);
  const newKey = `new-${fresh}`;
  const key = selected && created?.id === selected ? created.key : (current?.id ?? newKey);
  return (
    <TemplateEditor
      key={key}
      teamId={team.id}
      templates={data.templates}
      defaults={data.defaults}
      current={current}
      outcome={outcome}
      setOutcome={setOutcome}
      onCreated={(id) => setCreated({ id, key: newKey })}
      onNew={() => setFresh((n) => n + 1)}
    />
  );
}

interface EditorProps {
  teamId: string;
  templates: EvaluationTemplate[];
  defaults: EvaluationTemplateBody;
  current: EvaluationTemplate | undefined;
  outcome: Outcome | null;
  setOutcome: (outcome: Outcome | null) => void;
  /** The first save of a new template gave it this id. */
  onCreated: (id: string) => void;
  /** The user asked for a new template. */
  onNew: () => void;
}

/** Which stored template the form edits, and the version its changes start from (null: a new template). */
interface Editing {
  id: string | null;
  version: number | null;
}

function TemplateEditor(props: EditorProps) {
  const { teamId, templates, defaults, current, outcome, setOutcome, onCreated, onNew } = props;
  const [, setParams] = useSearchParams();
  const [save, { isLoading: saving }] = useSaveEvaluationTemplateMutation();
  const { refetch } = useGetEvaluationTemplatesQuery(teamId);
  const [editing, setEditing] = useState<Editing>(() => ({
    id: current?.id ?? null,
    version: current?.version ?? null,
  }));
  const selected = editing.id;
  const conflict = useSaveConflict();
  const [draft, setDraft] = useState<EvaluationTemplateBody>(() => bodyOf(current ?? defaults));
  const [position, setPosition] = useState<string>(
    () => Object.keys((current ?? defaults).positionWeights)[0] ?? '',
  );
  const [criterionText, setCriterionText] = useState<Record<string, string>>({});
  // A refused field's message by its path under template. ('name', 'measuredFields.0.label', 'sections.2').
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const clearError = (field: string) => setFieldErrors((errors) => withoutField(errors, field));
  const data = { templates, defaults };

  const choose = (id: string | null) => {
    if (!id) onNew();
    setParams((currentParams) => {
      const next = new URLSearchParams(currentParams);
      if (id) next.set('e', id);
      else next.delete('e');
      return next;
    });
  };
  const update = (change: (body: EvaluationTemplateBody) => void) =>
    setDraft((body) => createNextState(body, change));
  const criteria = draft.sections.flatMap((s) => s.criteria);
  const suggestions = data.defaults.sections.flatMap((s) => s.criteria).filter((c) => !criteria.includes(c));

  /** The form's field for a path of the call (template.*); weights only for the position shown. */
  const fieldOf = (path: string) => {
    const field = path.replace(/^template\./, '');
    if (field === path) return undefined;
    if (field === 'name' || /^measuredFields\.\d+\.(label|quantity|unit)$/.test(field)) return field;
    const section = /^sections\.\d+/.exec(field);
    if (section) return section[0];
    const weight = /^positionWeights\.([^.]+)\.(.+)$/.exec(field);
    return weight && weight[1] === position && criteria.includes(weight[2] ?? '') ? field : undefined;
  };

  /** Saves the draft as an update of `from` (the version it was edited from), or as a new template. */
  const saveDraft = async (from: Editing) => {
    setFieldErrors({});
    try {
      const saved = await save({
        teamId,
        template: { ...draft, ...(from.id ? { id: from.id, version: from.version ?? 0 } : {}) },
      }).unwrap();
      // The next save starts from the version this one made (not from the list, which may still be on its way),
      // and the draft stays as it is now: what was typed while this save was on its way is kept.
      setEditing({ id: saved.template.id, version: saved.template.version });
      conflict.clear();
      setOutcome({ ok: true, message: `Template saved (version ${saved.template.version}).` });
      if (!from.id) {
        onCreated(saved.template.id);
        choose(saved.template.id);
      }
    } catch (caught) {
      if (conflict.caught(caught)) setOutcome(null);
      else {
        // A refused field shows under it; what names no field here stays above the Save button.
        const unplaced = showFieldErrors(
          caught,
          (field, message) => setFieldErrors((errors) => ({ ...errors, [field]: message })),
          fieldOf,
        );
        setOutcome(unplaced === null ? null : { ok: false, message: unplaced });
      }
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveDraft(editing);
  };
  const loadLatest = async () => {
    const { data: fresh } = await refetch();
    const latest = fresh?.templates.find((t) => t.id === editing.id);
    if (!latest) return;
    setDraft(bodyOf(latest));
    setEditing({ id: latest.id, version: latest.version });
    conflict.clear();
  };

  return (
    <Page
      title="Evaluation templates"
      actions={
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => choose(null)}
        >
          New template
        </Button>
      }
    >
      {data.templates.length > 0 && (
        <NativeSelect
          label="Template"
          mb="md"
          value={selected ?? ''}
          onChange={(event) => choose(event.currentTarget.value || null)}
          data={[
            { value: '', label: 'New template' },
            ...data.templates.map((t) => ({
              value: t.id,
              label: `${t.name} (version ${t.version}${t.active ? '' : ', inactive'})`,
            })),
          ]}
        />
      )}
      <form onSubmit={submit} noValidate aria-label="Evaluation template">
        <SectionCard title={current && current.id === selected ? `Edit ${current.name}` : 'New template'}>
          <Stack gap="sm">
            <TextInput
              label="Name"
              required
              value={draft.name}
              error={fieldErrors.name}
              onChange={(e) => {
                const value = e.currentTarget.value;
                clearError('name');
                update((b) => void (b.name = value));
              }}
            />
            <div>
              <Text size="sm" fw={500} id="scale-label" mb={4}>
                Score scale
              </Text>
              <SegmentedControl
                role="radiogroup"
                aria-labelledby="scale-label"
                value={draft.scoreScale}
                onChange={(value) => update((b) => void (b.scoreScale = value as RatingScale))}
                data={[
                  { value: 'FIVE_POINT', label: '5 points' },
                  { value: 'TEN_POINT', label: '10 points' },
                ]}
              />
            </div>
            <Switch
              label="Active (coaches can evaluate with it)"
              checked={draft.active}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                update((b) => void (b.active = checked));
              }}
            />
          </Stack>
        </SectionCard>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {draft.sections.map((section, index) => (
            <SectionCard key={section.name} title={section.name} mb={0}>
              <Group gap={6} mb="sm" wrap="wrap">
                {section.criteria.length === 0 && (
                  <Text c="dimmed" size="sm">
                    No criteria.
                  </Text>
                )}
                {section.criteria.map((criterion) => (
                  <Badge
                    key={criterion}
                    variant="light"
                    color="gray"
                    size="lg"
                    tt="none"
                    fw={500}
                    rightSection={
                      <CloseButton
                        size="xs"
                        aria-label={`Remove ${criterion}`}
                        onClick={() =>
                          update((b) => {
                            b.sections[index]!.criteria = b.sections[index]!.criteria.filter(
                              (c) => c !== criterion,
                            );
                            for (const weights of Object.values(b.positionWeights)) delete weights[criterion];
                          })
                        }
                      />
                    }
                  >
                    {criterion}
                  </Badge>
                ))}
              </Group>
              <Group gap="xs" align="end" wrap="nowrap">
                <Autocomplete
                  label={`Add a criterion to ${section.name}`}
                  data={suggestions}
                  value={criterionText[section.name] ?? ''}
                  error={fieldErrors[`sections.${index}`]}
                  onChange={(value) => {
                    clearError(`sections.${index}`);
                    setCriterionText((t) => ({ ...t, [section.name]: value }));
                  }}
                  style={{ flex: 1 }}
                />
                <Button
                  variant="default"
                  onClick={() => {
                    const text = (criterionText[section.name] ?? '').trim();
                    if (!text || criteria.includes(text)) return;
                    update((b) => void b.sections[index]!.criteria.push(text));
                    setCriterionText((t) => ({ ...t, [section.name]: '' }));
                  }}
                >
                  Add
                </Button>
              </Group>
            </SectionCard>
          ))}
        </SimpleGrid>
        <SectionCard title="Weights by position" mt="md">
          <Text size="sm" c="dimmed" mb="sm">
            How much each criterion counts in the overall rating of a player at this position (0 = not rated,{' '}
            {WEIGHT_MAX} = counts most).
          </Text>
          <NativeSelect
            label="Position"
            value={position}
            onChange={(e) => setPosition(e.currentTarget.value)}
            data={Object.keys(draft.positionWeights)}
            mb="sm"
          />
          {position && (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              {criteria.map((criterion) => (
                <NumberInput
                  key={criterion}
                  label={criterion}
                  min={0}
                  max={WEIGHT_MAX}
                  allowDecimal={false}
                  clampBehavior="strict"
                  value={draft.positionWeights[position]?.[criterion] ?? 1}
                  error={fieldErrors[`positionWeights.${position}.${criterion}`]}
                  onChange={(value) => {
                    clearError(`positionWeights.${position}.${criterion}`);
                    update((b) => {
                      b.positionWeights[position] ??= {};
                      b.positionWeights[position]![criterion] = typeof value === 'number' ? value : 0;
                    });
                  }}
                />
              ))}
            </SimpleGrid>
          )}
        </SectionCard>
        <SectionCard title="Measured fields">
          <Stack gap="xs">
            {draft.measuredFields.map((field, index) => (
              <Group key={field.id} gap="xs" align="end" wrap="wrap">
                <TextInput
                  label="Label"
                  value={field.label}
                  error={fieldErrors[`measuredFields.${index}.label`]}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    clearError(`measuredFields.${index}.label`);
                    update((b) => void (b.measuredFields[index]!.label = value));
                  }}
                  style={{ flex: '1 1 140px' }}
                />
                <NativeSelect
                  label="Measures"
                  value={field.quantity}
                  error={fieldErrors[`measuredFields.${index}.quantity`]}
                  data={[...MEASUREMENT_QUANTITIES]}
                  onChange={(e) => {
                    clearError(`measuredFields.${index}.quantity`);
                    clearError(`measuredFields.${index}.unit`);
                    const quantity = e.currentTarget.value as MeasurementQuantity;
                    update((b) => {
                      b.measuredFields[index]!.quantity = quantity;
                      b.measuredFields[index]!.unit = unitsOf(quantity)[0]!;
                    });
                  }}
                />
                <NativeSelect
                  label="Unit"
                  value={field.unit}
                  error={fieldErrors[`measuredFields.${index}.unit`]}
                  data={[...unitsOf(field.quantity)]}
                  onChange={(e) => {
                    clearError(`measuredFields.${index}.unit`);
                    const unit = e.currentTarget.value as MeasurementUnit;
                    update((b) => void (b.measuredFields[index]!.unit = unit));
                  }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove ${field.label}`}
                  onClick={() => update((b) => void b.measuredFields.splice(index, 1))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() =>
                update((b) => {
                  let id = slug('measure');
                  for (let n = 2; b.measuredFields.some((f) => f.id === id); n++) id = `measure-${n}`;
                  b.measuredFields.push({ id, label: 'New measure', quantity: 'time', unit: 'SS.sss' });
                })
              }
              w="fit-content"
            >
              Add a measured field
            </Button>
          </Stack>
        </SectionCard>
        <FormOutcome outcome={outcome} />
        {conflict.version !== null && (
          <SaveConflictAlert
            busy={saving}
            onLoadLatest={() => void loadLatest()}
            onOverwrite={() => void saveDraft({ id: editing.id, version: conflict.version })}
          />
        )}
        <Button type="submit" loading={saving}>
          Save template
        </Button>
      </form>
    </Page>
  );
}

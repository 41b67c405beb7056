import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { showFieldErrors, withoutField } from '../../../api/field-errors';
import { FormOutcome, type Outcome } from '../../../components/FormOutcome';
import { SectionCard } from '../../../components/SectionCard';
import { useConfirm } from '../../../components/use-confirm';
import {
  useDeletePracticeTemplateMutation,
  useGetPracticeTemplatesQuery,
  useSavePracticeTemplateMutation,
} from '../scheduleApi';
import type { PracticeSection } from '../schedule.types';

const blank = (): PracticeSection => ({ title: '', minutes: 10 });

/** st=practice templates: the team's templates (timed sections) and a form to add one. Editors only. */
export function PracticeTemplates({ teamId }: { teamId: string }) {
  const confirm = useConfirm();
  const templates = useGetPracticeTemplatesQuery(teamId);
  const [save, saving] = useSavePracticeTemplateMutation();
  const [remove] = useDeletePracticeTemplateMutation();
  const [name, setName] = useState('');
  const [sections, setSections] = useState<PracticeSection[]>([blank()]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A refused field's message: 'name', or '<row>.title' / '<row>.minutes' for a section row.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const setSection = (index: number, change: Partial<PracticeSection>) => {
    setSections(sections.map((s, i) => (i === index ? { ...s, ...change } : s)));
    for (const field of Object.keys(change))
      setFieldErrors((errors) => withoutField(errors, `${index}.${field}`));
  };

  /** The call's sections.N is the Nth row with a title (untitled rows are not sent). */
  const fieldOf = (path: string) => {
    if (path === 'name') return path;
    const section = /^sections\.(\d+)\.(title|minutes)$/.exec(path);
    const sent = sections.flatMap((s, row) => (s.title.trim() ? [row] : []));
    const row = section ? sent[Number(section[1])] : undefined;
    return section && row !== undefined ? `${row}.${section[2]}` : undefined;
  };

  const submit = async () => {
    setFieldErrors({});
    try {
      await save({
        teamId,
        name: name.trim(),
        sections: sections.filter((s) => s.title.trim()).map((s) => ({ ...s, title: s.title.trim() })),
      }).unwrap();
      setOutcome({ ok: true, message: 'Practice template saved' });
      setName('');
      setSections([blank()]);
    } catch (e) {
      // A refused name or section shows under it; what names no field here stays above the form.
      const unplaced = showFieldErrors(
        e,
        (field, message) => setFieldErrors((errors) => ({ ...errors, [field]: message })),
        fieldOf,
      );
      setOutcome(unplaced === null ? null : { ok: false, message: unplaced });
    }
  };

  return (
    <Stack gap="md">
      {(templates.data?.practiceTemplates ?? []).map((template) => (
        <Paper key={template.id} withBorder p="sm" component="article" aria-label={template.name}>
          <Group justify="space-between" wrap="nowrap">
            <Title order={3} size="h5">
              {template.name} · {template.totalMinutes} min
            </Title>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${template.name}`}
              onClick={async () => {
                const ok = await confirm({
                  title: 'Delete template',
                  message: 'Practices that used it keep their plan.',
                  confirmLabel: 'Delete',
                });
                if (ok) await remove({ teamId, id: template.id });
              }}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
          {template.sections.map((section, i) => (
            <Text key={i} size="sm">
              {section.minutes} min · {section.title}
              {section.notes ? ` – ${section.notes}` : ''}
            </Text>
          ))}
        </Paper>
      ))}
      {templates.data?.practiceTemplates.length === 0 && <Text size="sm">No practice templates yet.</Text>}
      <SectionCard
        title="New practice template"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="xs">
          <FormOutcome outcome={outcome} />
          <TextInput
            label="Template name"
            value={name}
            error={fieldErrors.name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setFieldErrors((errors) => withoutField(errors, 'name'));
            }}
            maxLength={40}
          />
          {sections.map((section, i) => (
            <Group key={i} align="end" gap="xs" wrap="wrap">
              <TextInput
                label={`Section ${i + 1}`}
                value={section.title}
                error={fieldErrors[`${i}.title`]}
                onChange={(e) => setSection(i, { title: e.currentTarget.value })}
                style={{ flex: 1, minWidth: 160 }}
              />
              <NumberInput
                label="Minutes"
                value={section.minutes}
                error={fieldErrors[`${i}.minutes`]}
                min={1}
                max={600}
                w={100}
                onChange={(value) => setSection(i, { minutes: Number(value) || 1 })}
              />
            </Group>
          ))}
          <Group gap="xs">
            <Button variant="default" onClick={() => setSections([...sections, blank()])}>
              Add section
            </Button>
            <Button type="submit" loading={saving.isLoading}>
              Save template
            </Button>
          </Group>
        </Stack>
      </SectionCard>
    </Stack>
  );
}

import {
  ActionIcon,
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useGetTeamPlaybookQuery } from '../../playbook/playbookApi';
import { minutesBetween, phaseStarts } from '../practice-plan';
import { useGetPracticeTemplatesQuery } from '../scheduleApi';
import type { PracticeSection } from '../schedule.types';

interface Props {
  teamId: string;
  startTime: string;
  endTime: string;
  sections: PracticeSection[];
  onChange: (sections: PracticeSection[]) => void;
}

/**
 * The practice plan inside the event form: timed sections (phases) with their start times, notes and the team
 * plays they run; a template can fill it. The service publishes the phases' start times for PRACTICE_PHASE.
 */
export function PracticePlanEditor({ teamId, startTime, endTime, sections, onChange }: Props) {
  const templates = useGetPracticeTemplatesQuery(teamId);
  const playbook = useGetTeamPlaybookQuery({ teamId });
  const plays = (playbook.data?.playbook.plays ?? []).map((play) => ({ value: play.id, label: play.name }));
  const starts = phaseStarts(startTime, sections);
  const planned = sections.reduce((sum, s) => sum + (s.minutes || 0), 0);
  const length = minutesBetween(startTime, endTime);
  const set = (index: number, change: Partial<PracticeSection>) =>
    onChange(sections.map((s, i) => (i === index ? { ...s, ...change } : s)));

  return (
    <Stack gap="xs" component="section" aria-label="Practice plan">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>Practice plan</Text>
        {(templates.data?.practiceTemplates.length ?? 0) > 0 && (
          <Select
            aria-label="Fill from a template"
            placeholder="Fill from a template"
            size="xs"
            data={templates.data!.practiceTemplates.map((t) => ({ value: t.id, label: t.name }))}
            value={null}
            onChange={(id) => {
              const template = templates.data!.practiceTemplates.find((t) => t.id === id);
              if (template) onChange(template.sections.map((s) => ({ ...s })));
            }}
          />
        )}
      </Group>
      {sections.map((section, index) => (
        <Paper key={index} withBorder p="xs" component="fieldset" aria-label={`Phase ${index + 1}`}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Text size="sm" w={72} pb={6}>
              {starts[index]}
            </Text>
            <TextInput
              label="Phase"
              value={section.title}
              maxLength={2000}
              onChange={(e) => set(index, { title: e.currentTarget.value })}
              style={{ flex: 1 }}
            />
            <NumberInput
              label="Minutes"
              value={section.minutes}
              min={1}
              max={600}
              allowDecimal={false}
              allowNegative={false}
              onChange={(value) => set(index, { minutes: Number(value) || 0 })}
              w={90}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={`Remove phase ${index + 1}`}
              onClick={() => onChange(sections.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
          <MultiSelect
            mt={4}
            label="Plays"
            placeholder={plays.length ? 'Attach team plays' : 'No team plays'}
            data={plays}
            value={section.playIds ?? []}
            maxValues={20}
            searchable
            onChange={(playIds) => set(index, { playIds })}
          />
          <Textarea
            mt={4}
            label="Notes"
            value={section.notes ?? ''}
            maxLength={1000}
            autosize
            onChange={(e) => set(index, { notes: e.currentTarget.value })}
          />
        </Paper>
      ))}
      {planned > length && length > 0 && (
        <Alert color="yellow" variant="light">
          The plan runs {planned} minutes; the practice is {length}.
        </Alert>
      )}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => onChange([...sections, { title: '', minutes: 10 }])}
        disabled={sections.length >= 50}
        style={{ alignSelf: 'flex-start' }}
      >
        Add phase
      </Button>
    </Stack>
  );
}

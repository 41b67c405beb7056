import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  formatMinutesSeconds,
  parseMinutesSeconds,
  type PersonnelEntry,
  type ScoutingStatInput,
  scoutingQuickStats,
  type SportFamily,
} from '@chalktalk/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ScoutingReportFields } from './scouting.types';
import { QuickStats } from './ScoutingReportView';

const blankPerson = (): PersonnelEntry => ({
  jersey: '',
  name: '',
  position: '',
  matchup: '',
  description: '',
  stats: '',
  filmUrl: '',
});

interface Props {
  sport: SportFamily;
  statInputs: ScoutingStatInput[];
  initial: ScoutingReportFields;
  busy: boolean;
  onSave: (fields: ScoutingReportFields, publish: boolean) => void;
}

/** The report form: NCAA year, season totals (quick stats computed as you type), summary and personnel. */
export function ScoutingReportEditor({ sport, statInputs, initial, busy, onSave }: Props) {
  const [ncaaYear, setNcaaYear] = useState(initial.ncaaYear);
  const [stats, setStats] = useState<Record<string, number>>(initial.stats);
  const [times, setTimes] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      statInputs
        .filter((s) => s.kind === 'time' && initial.stats[s.key] !== undefined)
        .map((s) => [s.key, formatMinutesSeconds(initial.stats[s.key]!)]),
    ),
  );
  const [summary, setSummary] = useState(initial.summary);
  const [personnel, setPersonnel] = useState<PersonnelEntry[]>(initial.personnel);

  const setStat = (key: string, value: number | null) =>
    setStats((current) => {
      const next = { ...current };
      if (value === null) delete next[key];
      else next[key] = value;
      return next;
    });
  const setPerson = (index: number, change: Partial<PersonnelEntry>) =>
    setPersonnel(personnel.map((p, i) => (i === index ? { ...p, ...change } : p)));
  const timeError = (key: string) =>
    times[key] && parseMinutesSeconds(times[key]) === null ? 'Use mm:ss' : undefined;
  const invalid = statInputs.some((s) => s.kind === 'time' && timeError(s.key));

  const fields = (): ScoutingReportFields => ({
    ncaaYear,
    stats,
    summary: summary.trim(),
    personnel: personnel
      .filter((p) => p.name.trim())
      .map((p) => ({ ...p, name: p.name.trim(), filmUrl: p.filmUrl.trim() })),
  });

  return (
    <Stack gap="md">
      <QuickStats figures={scoutingQuickStats(sport, stats)} />
      <NumberInput
        label="NCAA statistics year"
        value={ncaaYear}
        min={2000}
        max={2100}
        allowDecimal={false}
        onChange={(value) => setNcaaYear(Number(value) || initial.ncaaYear)}
        w={200}
      />
      <Textarea
        label="Summary"
        description="Keys to the game"
        value={summary}
        maxLength={2000}
        autosize
        minRows={2}
        onChange={(e) => setSummary(e.currentTarget.value)}
      />
      <Title order={2} size="h4">
        Season totals
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {statInputs.map((input) =>
          input.kind === 'time' ? (
            <TextInput
              key={input.key}
              label={`${input.label} (mm:ss)`}
              value={times[input.key] ?? ''}
              error={timeError(input.key)}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setTimes({ ...times, [input.key]: text });
                setStat(input.key, text.trim() ? parseMinutesSeconds(text) : null);
              }}
            />
          ) : (
            <NumberInput
              key={input.key}
              label={input.label}
              value={stats[input.key] ?? ''}
              min={0}
              max={1_000_000}
              allowDecimal={false}
              allowNegative={false}
              onChange={(value) => setStat(input.key, value === '' ? null : Number(value))}
            />
          ),
        )}
      </SimpleGrid>
      <Group justify="space-between">
        <Title order={2} size="h4">
          Personnel
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setPersonnel([...personnel, blankPerson()])}
          disabled={personnel.length >= 40}
        >
          Add player
        </Button>
      </Group>
      {personnel.map((person, index) => (
        <Paper key={index} withBorder p="sm" component="fieldset" aria-label={`Scouted player ${index + 1}`}>
          <Group justify="flex-end">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove scouted player ${index + 1}`}
              onClick={() => setPersonnel(personnel.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <TextInput
              label="Jersey"
              value={person.jersey}
              maxLength={3}
              onChange={(e) => setPerson(index, { jersey: e.currentTarget.value })}
            />
            <TextInput
              label="Name"
              required
              value={person.name}
              maxLength={100}
              onChange={(e) => setPerson(index, { name: e.currentTarget.value })}
            />
            <TextInput
              label="Position"
              value={person.position}
              maxLength={40}
              onChange={(e) => setPerson(index, { position: e.currentTarget.value })}
            />
            <TextInput
              label="Matchup"
              value={person.matchup}
              maxLength={100}
              onChange={(e) => setPerson(index, { matchup: e.currentTarget.value })}
            />
            <TextInput
              label="Stats"
              value={person.stats}
              maxLength={1000}
              onChange={(e) => setPerson(index, { stats: e.currentTarget.value })}
            />
            <TextInput
              label="Film link"
              type="url"
              value={person.filmUrl}
              maxLength={2048}
              onChange={(e) => setPerson(index, { filmUrl: e.currentTarget.value })}
            />
          </SimpleGrid>
          <Textarea
            mt="xs"
            label="Description"
            value={person.description}
            maxLength={2000}
            autosize
            onChange={(e) => setPerson(index, { description: e.currentTarget.value })}
          />
        </Paper>
      ))}
      <Group gap="xs">
        <Button variant="default" loading={busy} disabled={invalid} onClick={() => onSave(fields(), false)}>
          Save draft
        </Button>
        <Button loading={busy} disabled={invalid} onClick={() => onSave(fields(), true)}>
          Save and publish
        </Button>
      </Group>
    </Stack>
  );
}

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
import { useEffect, useRef, useState } from 'react';
import { type FieldOf, showFieldErrors, withoutField } from '../../../api/field-errors';
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

/**
 * Puts a failed save's errors beside the editor's fields; answers what is left for the top of the page (null when
 * every error found its field).
 */
export type PlaceSaveErrors = (error: unknown) => string | null;

interface Props {
  sport: SportFamily;
  statInputs: ScoutingStatInput[];
  initial: ScoutingReportFields;
  busy: boolean;
  onSave: (fields: ScoutingReportFields, publish: boolean, placeErrors: PlaceSaveErrors) => void;
}

/**
 * The editor's field for a path of saveScoutingReport's input: `report.personnel.<n>` counts only the players
 * sent (those with a name), so n is mapped back to the row on screen.
 */
const reportFieldOf =
  (rowOfSent: number[]): FieldOf =>
  (path) => {
    const person = /^report\.personnel\.(\d+)\.(\w+)$/.exec(path);
    if (person) {
      const row = rowOfSent[Number(person[1])];
      return row === undefined ? undefined : `personnel.${row}.${person[2]}`;
    }
    const field = /^report\.(ncaaYear|summary|stats\.\w+)$/.exec(path);
    return field?.[1];
  };

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLDivElement>(null);

  // The first field the server refused is brought into view and focused, as a long report scrolls far.
  useEffect(() => {
    if (Object.keys(errors).length)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const clearError = (field: string) => setErrors((current) => withoutField(current, field));

  const setStat = (key: string, value: number | null) =>
    setStats((current) => {
      const next = { ...current };
      if (value === null) delete next[key];
      else next[key] = value;
      return next;
    });
  const setPerson = (index: number, change: Partial<PersonnelEntry>) => {
    setPersonnel(personnel.map((p, i) => (i === index ? { ...p, ...change } : p)));
    for (const key of Object.keys(change)) clearError(`personnel.${index}.${key}`);
  };
  const personError = (index: number, key: keyof PersonnelEntry) => errors[`personnel.${index}.${key}`];
  const timeError = (key: string) =>
    times[key] && parseMinutesSeconds(times[key]) === null ? 'Use mm:ss' : undefined;
  const invalid = statInputs.some((s) => s.kind === 'time' && timeError(s.key));

  const save = (publish: boolean) => {
    // Rows without a name are not sent; rowOfSent remembers which row each sent player came from.
    const rowOfSent = personnel.flatMap((p, row) => (p.name.trim() ? [row] : []));
    setErrors({});
    onSave(
      {
        ncaaYear,
        stats,
        summary: summary.trim(),
        personnel: rowOfSent.map((row) => {
          const p = personnel[row]!;
          return { ...p, name: p.name.trim(), filmUrl: p.filmUrl.trim() };
        }),
      },
      publish,
      (error) => {
        const found: Record<string, string> = {};
        const left = showFieldErrors(
          error,
          (field, message) => (found[field] = message),
          reportFieldOf(rowOfSent),
        );
        setErrors(found);
        return left;
      },
    );
  };

  return (
    <Stack gap="md" ref={form}>
      <QuickStats figures={scoutingQuickStats(sport, stats)} />
      <NumberInput
        label="NCAA statistics year"
        value={ncaaYear}
        min={2000}
        max={2100}
        allowDecimal={false}
        onChange={(value) => {
          setNcaaYear(Number(value) || initial.ncaaYear);
          clearError('ncaaYear');
        }}
        error={errors.ncaaYear}
        w={200}
      />
      <Textarea
        label="Summary"
        description="Keys to the game"
        value={summary}
        maxLength={2000}
        autosize
        minRows={2}
        onChange={(e) => {
          setSummary(e.currentTarget.value);
          clearError('summary');
        }}
        error={errors.summary}
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
              error={timeError(input.key) ?? errors[`stats.${input.key}`]}
              onChange={(e) => {
                const text = e.currentTarget.value;
                clearError(`stats.${input.key}`);
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
              error={errors[`stats.${input.key}`]}
              onChange={(value) => {
                setStat(input.key, value === '' ? null : Number(value));
                clearError(`stats.${input.key}`);
              }}
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
              size="lg"
              color="red"
              aria-label={`Remove scouted player ${index + 1}`}
              onClick={() => {
                setPersonnel(personnel.filter((_, i) => i !== index));
                // Rows below move up: their errors would sit on the wrong player.
                setErrors({});
              }}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <TextInput
              label="Jersey"
              value={person.jersey}
              maxLength={3}
              error={personError(index, 'jersey')}
              onChange={(e) => setPerson(index, { jersey: e.currentTarget.value })}
            />
            <TextInput
              label="Name"
              required
              value={person.name}
              maxLength={100}
              error={personError(index, 'name')}
              onChange={(e) => setPerson(index, { name: e.currentTarget.value })}
            />
            <TextInput
              label="Position"
              value={person.position}
              maxLength={40}
              error={personError(index, 'position')}
              onChange={(e) => setPerson(index, { position: e.currentTarget.value })}
            />
            <TextInput
              label="Matchup"
              value={person.matchup}
              maxLength={100}
              error={personError(index, 'matchup')}
              onChange={(e) => setPerson(index, { matchup: e.currentTarget.value })}
            />
            <TextInput
              label="Stats"
              value={person.stats}
              maxLength={1000}
              error={personError(index, 'stats')}
              onChange={(e) => setPerson(index, { stats: e.currentTarget.value })}
            />
            <TextInput
              label="Film link"
              type="url"
              value={person.filmUrl}
              maxLength={2048}
              error={personError(index, 'filmUrl')}
              onChange={(e) => setPerson(index, { filmUrl: e.currentTarget.value })}
            />
          </SimpleGrid>
          <Textarea
            mt="xs"
            label="Description"
            value={person.description}
            maxLength={2000}
            autosize
            error={personError(index, 'description')}
            onChange={(e) => setPerson(index, { description: e.currentTarget.value })}
          />
        </Paper>
      ))}
      <Group gap="xs">
        <Button variant="default" loading={busy} disabled={invalid} onClick={() => save(false)}>
          Save draft
        </Button>
        <Button loading={busy} disabled={invalid} onClick={() => save(true)}>
          Save and publish
        </Button>
      </Group>
    </Stack>
  );
}

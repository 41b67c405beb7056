import { Anchor, Button, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { showFieldErrors } from '../../../api/field-errors';
import { FormError } from '../../../components/FormOutcome';
import { SectionCard } from '../../../components/SectionCard';
import { useEdition } from '../../../config/EditionContext';
import { NAME_MAX_LENGTH } from '@chalktalk/domain';
import {
  placeProgramFieldError,
  toCreateProgramRequest,
  type ProgramDraft,
  type ProgramDraftErrors,
  type TeamDraft,
} from '../program-form';
import type { CreateProgramResponse } from '../teams.types';
import { useCreateProgramMutation } from '../teamsApi';

let nextKey = 1;
const newTeam = (sport: TeamDraft['sport']): TeamDraft => ({ key: nextKey++, name: '', sport });

export function CreateProgramForm({ onCreated }: { onCreated: (created: CreateProgramResponse) => void }) {
  const { sportLines } = useEdition();
  const defaultSport = sportLines[0]?.id ?? '';
  const [draft, setDraft] = useState<ProgramDraft>(() => ({ name: '', teams: [newTeam(defaultSport)] }));
  const [errors, setErrors] = useState<ProgramDraftErrors>({ teamNames: {} });
  const [formError, setFormError] = useState<string | null>(null);
  const [createProgram, { isLoading }] = useCreateProgramMutation();

  const updateTeam = (key: number, change: Partial<TeamDraft>) =>
    setDraft({
      ...draft,
      teams: draft.teams.map((team) => (team.key === key ? { ...team, ...change } : team)),
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { request, errors: found } = toCreateProgramRequest(draft);
    setErrors(found);
    if (!request) return;
    try {
      const created = await createProgram(request).unwrap();
      setDraft({ name: '', teams: [newTeam(defaultSport)] });
      onCreated(created);
    } catch (caught) {
      // A refused program or team name shows under it; what names no field here stays below the form.
      let placed = found;
      const unplaced = showFieldErrors(
        caught,
        (field, message) => {
          placed = placeProgramFieldError(draft, placed, field, message) ?? placed;
        },
        (path) => (placeProgramFieldError(draft, found, path, '') ? path : undefined),
      );
      setErrors(placed);
      setFormError(unplaced);
    }
  };

  return (
    <SectionCard title="Create program" onSubmit={onSubmit}>
      <Stack gap="sm">
        <TextInput
          label="Program name"
          maxLength={NAME_MAX_LENGTH}
          value={draft.name}
          error={errors.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
        />
        <Fieldset legend="Teams">
          <Stack gap="sm">
            {draft.teams.map((team, index) => (
              <Group key={team.key} align="flex-start" gap="sm" wrap="wrap">
                <TextInput
                  label={`Team ${index + 1} name`}
                  maxLength={NAME_MAX_LENGTH}
                  style={{ flex: '1 1 12rem' }}
                  value={team.name}
                  error={errors.teamNames[team.key]}
                  onChange={(event) => updateTeam(team.key, { name: event.currentTarget.value })}
                />
                <NativeSelect
                  label={`Team ${index + 1} sport`}
                  style={{ flex: '1 1 10rem' }}
                  value={team.sport}
                  data={sportLines.map((line) => ({ value: line.id, label: line.label }))}
                  onChange={(event) =>
                    updateTeam(team.key, { sport: event.currentTarget.value as TeamDraft['sport'] })
                  }
                />
                {draft.teams.length > 1 && (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    mt={30}
                    onClick={() =>
                      setDraft({ ...draft, teams: draft.teams.filter((other) => other.key !== team.key) })
                    }
                  >
                    Remove team {index + 1}
                  </Anchor>
                )}
              </Group>
            ))}
            {errors.teams && (
              <Text c="red" size="sm">
                {errors.teams}
              </Text>
            )}
            <Button
              variant="default"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => setDraft({ ...draft, teams: [...draft.teams, newTeam(defaultSport)] })}
            >
              Add another team
            </Button>
          </Stack>
        </Fieldset>
        <FormError message={formError} />
        <Button type="submit" loading={isLoading} style={{ alignSelf: 'flex-start' }}>
          Create program
        </Button>
      </Stack>
    </SectionCard>
  );
}

import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import { TextField } from '../../../components/TextField';
import { useEdition } from '../../../config/EditionContext';
import { NAME_MAX_LENGTH } from '@chalktalk/domain';
import {
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
      setFormError(errorMessage(caught));
    }
  };

  return (
    <form className="card create-program" onSubmit={onSubmit} noValidate aria-label="Create program">
      <h2>Create program</h2>
      <TextField
        label="Program name"
        maxLength={NAME_MAX_LENGTH}
        value={draft.name}
        error={errors.name}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
      />
      <fieldset className="create-program__teams">
        <legend>Teams</legend>
        {draft.teams.map((team, index) => (
          <div className="team-draft" key={team.key}>
            <TextField
              label={`Team ${index + 1} name`}
              maxLength={NAME_MAX_LENGTH}
              value={team.name}
              error={errors.teamNames[team.key]}
              onChange={(event) => updateTeam(team.key, { name: event.target.value })}
            />
            <div className="field">
              <label htmlFor={`team-sport-${team.key}`}>Team {index + 1} sport</label>
              <select
                id={`team-sport-${team.key}`}
                value={team.sport}
                onChange={(event) =>
                  updateTeam(team.key, { sport: event.target.value as TeamDraft['sport'] })
                }
              >
                {sportLines.map((line) => (
                  <option key={line.id} value={line.id}>
                    {line.label}
                  </option>
                ))}
              </select>
            </div>
            {draft.teams.length > 1 && (
              <button
                type="button"
                className="link-button"
                onClick={() =>
                  setDraft({ ...draft, teams: draft.teams.filter((other) => other.key !== team.key) })
                }
              >
                Remove team {index + 1}
              </button>
            )}
          </div>
        ))}
        {errors.teams && <p className="field-error">{errors.teams}</p>}
        <button
          type="button"
          className="button"
          onClick={() => setDraft({ ...draft, teams: [...draft.teams, newTeam(defaultSport)] })}
        >
          Add another team
        </button>
      </fieldset>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={isLoading}>
        {isLoading ? 'Creating…' : 'Create program'}
      </button>
    </form>
  );
}

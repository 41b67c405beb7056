import { NAME_MAX_LENGTH, sportLineLabel } from '@chalktalk/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/api-error';
import { useConfirm } from '../../../components/use-confirm';
import { useEdition } from '../../../config/EditionContext';
import { toTeamEdits, toUpdateProgramTeams, type TeamEdit } from '../program-teams-form';
import type { Program, Team } from '../teams.types';
import { useUpdateProgramTeamsMutation } from '../teamsApi';

let nextKey = 1;

/** Add, rename, change the sport of, and remove a program's teams in one updateProgramTeams call. */
export function ProgramTeamsEditor({
  program,
  teams,
  onDone,
}: {
  program: Program;
  teams: Team[];
  onDone: () => void;
}) {
  const { sportLines } = useEdition();
  const [edits, setEdits] = useState<TeamEdit[]>(() => toTeamEdits(teams));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateProgramTeamsMutation();
  const confirm = useConfirm();

  const change = (key: string, patch: Partial<TeamEdit>) =>
    setEdits(edits.map((edit) => (edit.key === key ? { ...edit, ...patch } : edit)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { request, errors: found, formError: problem } = toUpdateProgramTeams(program.id, teams, edits);
    setErrors(found);
    setFormError(problem);
    if (!request) return;
    const removedNames = edits.filter((edit) => edit.id && edit.removed).map((edit) => edit.name);
    const message = `Remove ${removedNames.join(', ')} with its roster and members?`;
    if (
      removedNames.length > 0 &&
      !(await confirm({ title: 'Remove teams', message, confirmLabel: 'Remove' }))
    ) {
      return;
    }
    try {
      await update(request).unwrap();
      onDone();
    } catch (caught) {
      setFormError(errorMessage(caught));
    }
  };

  return (
    <form
      className="program-teams-editor"
      onSubmit={onSubmit}
      noValidate
      aria-label={`Edit ${program.name} teams`}
    >
      {edits.map((edit, index) => {
        const known = sportLines.some((line) => line.id === edit.sport);
        return (
          <div className={`team-draft${edit.removed ? ' team-draft--removed' : ''}`} key={edit.key}>
            <div className="field">
              <label htmlFor={`edit-name-${edit.key}`}>Team {index + 1} name</label>
              <input
                id={`edit-name-${edit.key}`}
                maxLength={NAME_MAX_LENGTH}
                value={edit.name}
                disabled={edit.removed}
                aria-invalid={errors[edit.key] ? true : undefined}
                onChange={(event) => change(edit.key, { name: event.target.value })}
              />
              {errors[edit.key] && <p className="field-error">{errors[edit.key]}</p>}
            </div>
            <div className="field">
              <label htmlFor={`edit-sport-${edit.key}`}>Team {index + 1} sport</label>
              <select
                id={`edit-sport-${edit.key}`}
                value={edit.sport}
                disabled={edit.removed}
                onChange={(event) => change(edit.key, { sport: event.target.value as TeamEdit['sport'] })}
              >
                {!known && edit.sport && <option value={edit.sport}>{sportLineLabel(edit.sport)}</option>}
                {sportLines.map((line) => (
                  <option key={line.id} value={line.id}>
                    {line.label}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="link-button"
              onClick={() => change(edit.key, { removed: !edit.removed })}
            >
              {edit.removed ? `Keep team ${index + 1}` : `Remove team ${index + 1}`}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="button"
        onClick={() =>
          setEdits([
            ...edits,
            { key: `new-${nextKey++}`, id: null, name: '', sport: sportLines[0]?.id ?? '', removed: false },
          ])
        }
      >
        Add team
      </button>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={isLoading}>
          Save teams
        </button>
      </div>
    </form>
  );
}

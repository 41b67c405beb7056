import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/api-error';
import { normaliseTeamKey, TEAM_KEY_MAX_LENGTH, validateTeamKey } from '@chalktalk/domain';
import { joinErrorMessage, joinSuccessMessage } from '../team-key';
import type { JoinTeamResponse } from '../teams.types';
import { useJoinTeamMutation } from '../teamsApi';

export function JoinTeamForm({ onJoined }: { onJoined?: (answer: JoinTeamResponse) => void }) {
  const [teamKey, setTeamKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [joinTeam, { isLoading }] = useJoinTeamMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const invalid = validateTeamKey(teamKey);
    setError(invalid);
    if (invalid) return;
    try {
      const answer = await joinTeam({ teamKey: normaliseTeamKey(teamKey) }).unwrap();
      setResult(joinSuccessMessage(answer));
      setTeamKey('');
      onJoined?.(answer);
    } catch (caught) {
      setError(joinErrorMessage(isApiError(caught) ? caught : undefined));
    }
  };

  return (
    <form className="join-team" onSubmit={onSubmit} noValidate>
      <label htmlFor="team-key">Team key</label>
      <div className="join-team__row">
        <input
          id="team-key"
          value={teamKey}
          maxLength={TEAM_KEY_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'team-key-error' : undefined}
          onChange={(event) => setTeamKey(event.target.value.toUpperCase().slice(0, TEAM_KEY_MAX_LENGTH))}
        />
        <button type="submit" className="button button--primary" disabled={isLoading}>
          Join
        </button>
      </div>
      {error && (
        <p id="team-key-error" className="field-error" role="alert">
          {error}
        </p>
      )}
      {result && (
        <p className="form-success" role="status">
          {result}
        </p>
      )}
    </form>
  );
}

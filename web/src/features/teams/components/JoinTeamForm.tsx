import { Alert, Button, Group, TextInput } from '@mantine/core';
import { normaliseTeamKey, TEAM_KEY_MAX_LENGTH, validateTeamKey } from '@chalktalk/domain';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/api-error';
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
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Team key"
          style={{ flex: 1 }}
          value={teamKey}
          maxLength={TEAM_KEY_MAX_LENGTH}
          autoComplete="off"
          error={error}
          errorProps={{ role: 'alert' }}
          onChange={(event) =>
            setTeamKey(event.currentTarget.value.toUpperCase().slice(0, TEAM_KEY_MAX_LENGTH))
          }
        />
        <Button type="submit" mt={25} loading={isLoading}>
          Join
        </Button>
      </Group>
      {result && (
        <Alert role="status" color="green" variant="light" mt="xs">
          {result}
        </Alert>
      )}
    </form>
  );
}

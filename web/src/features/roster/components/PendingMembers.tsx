import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { TEAM_MESSAGES } from '@chalktalk/domain';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { errorMessage } from '../../../api/api-error';
import { toastShown } from '../../shell/toastsSlice';
import { hasDecisions, pendingUpdate, type PendingDecision } from '../pending-decisions';
import { useGetPendingRosterQuery, useUpdatePendingMembersMutation } from '../rosterApi';
import type { RosterPerson } from '../roster.types';

interface PendingMembersProps {
  teamId: string;
  roster: readonly RosterPerson[];
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** Members waiting for the coach (PLAYERS_USE_ROSTER_QUEUE): accept, reject or assign, saved in one update. */
export function PendingMembers({ teamId, roster }: PendingMembersProps) {
  const { data } = useGetPendingRosterQuery(teamId);
  const [decisions, setDecisions] = useState<Record<string, PendingDecision>>({});
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdatePendingMembersMutation();
  const pending = data?.pendingMembers ?? [];
  if (pending.length === 0) return null;
  // Typed-in players without an account can be taken over by a pending member.
  const openPlayers = roster.filter((player) => !player.uid);

  const onSave = async () => {
    const request = pendingUpdate(teamId, decisions);
    if (!hasDecisions(request)) return;
    try {
      const answer = await update(request).unwrap();
      setDecisions({});
      // A toast, not text in this panel: the panel is gone as soon as nobody is left pending.
      dispatch(
        answer.success
          ? toastShown({ kind: 'success', message: 'Pending members updated' })
          : toastShown({ kind: 'error', message: TEAM_MESSAGES.someUpdatesFailed }),
      );
    } catch (caught) {
      dispatch(toastShown({ kind: 'error', message: errorMessage(caught) }));
    }
  };

  const choices = [
    { value: '', label: 'Leave pending' },
    { value: 'accept', label: 'Accept' },
    { value: 'reject', label: 'Reject' },
    ...openPlayers.map((player) => ({
      value: `player:${player.id}`,
      label: `Accept as ${fullName(player)}`,
    })),
    ...roster.map((player) => ({
      value: `contact:${player.id}`,
      label: `Accept as a contact of ${fullName(player)}`,
    })),
  ];

  return (
    <Paper component="section" aria-label="Pending members" withBorder p="md" mb="md">
      <Title order={2} size="h4" mb="sm">
        Pending Members
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} mb="sm" style={{ listStyle: 'none' }}>
        {pending.map((member) => (
          <Group component="li" key={member.uid} gap="sm" wrap="wrap" justify="space-between">
            <Text size="sm">
              <strong>{fullName(member)}</strong>{' '}
              <Text span c="dimmed" size="sm">
                {member.email}
              </Text>
            </Text>
            <NativeSelect
              aria-label={`Decision for ${fullName(member)}`}
              value={decisions[member.uid] ?? ''}
              data={choices}
              onChange={(event) =>
                setDecisions({ ...decisions, [member.uid]: event.currentTarget.value as PendingDecision })
              }
            />
          </Group>
        ))}
      </Stack>
      <Button loading={isLoading} onClick={onSave}>
        Save Pending Changes
      </Button>
    </Paper>
  );
}

import { Fieldset, Stack, Switch } from '@mantine/core';
import type { TeamFlag, TeamFlags } from '@chalktalk/domain';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { errorMessage } from '../../../api/api-error';
import { toastShown } from '../../shell/toastsSlice';
import type { Team } from '../../teams/teams.types';
import { useSetTeamFlagMutation } from '../rosterApi';

/** The roster-related switches an admin sets for coaches and players. */
const ROSTER_FLAGS: Array<{ flag: TeamFlag; label: string }> = [
  { flag: 'PLAYERS_CAN_VIEW_TEAM_ROSTER', label: 'Players can view the team roster' },
  { flag: 'PLAYERS_CAN_EMAIL_ROSTER', label: 'Players can email the roster' },
  { flag: 'PLAYERS_USE_ROSTER_QUEUE', label: 'New players wait for approval' },
];

export function TeamFlagsPanel({ team }: { team: Team }) {
  const dispatch = useAppDispatch();
  const [setFlag, { isLoading }] = useSetTeamFlagMutation();
  // Held in the click itself so the box never springs back while the call and the cache update run.
  const [saving, setSaving] = useState<TeamFlags>({});
  const onToggle = async (flag: TeamFlag, value: boolean) => {
    setSaving((current) => ({ ...current, [flag]: value }));
    try {
      await setFlag({ teamId: team.id, flag, value }).unwrap();
    } catch (caught) {
      dispatch(toastShown({ kind: 'error', message: errorMessage(caught) }));
    } finally {
      setSaving(({ [flag]: _done, ...rest }) => rest);
    }
  };
  return (
    <Fieldset legend="Team settings" aria-label="Team settings" mb="md">
      <Stack gap="xs">
        {ROSTER_FLAGS.map(({ flag, label }) => (
          <Switch
            key={flag}
            label={label}
            checked={(saving[flag] ?? team.flags[flag]) === true}
            disabled={isLoading}
            onChange={(event) => onToggle(flag, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}

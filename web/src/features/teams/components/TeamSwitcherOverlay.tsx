import { Box, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { TEAM_MESSAGES } from '@chalktalk/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useConfirm } from '../../../components/use-confirm';
import { selectUser } from '../../auth/authSlice';
import { toastShown } from '../../shell/toastsSlice';
import { useFavoriteTeam } from '../../profile/use-favorite-team';
import { groupTeamsByProgram } from '../group-teams';
import { canLeaveTeam, isTeamActive } from '../team-access';
import type { Team } from '../teams.types';
import { MANAGE_TEAMS_PATH } from '../team-paths';
import { useLeaveTeamMutation, useRetrieveTeamsQuery } from '../teamsApi';
import { useActiveTeam, useTeamPath } from '../use-active-team';
import { JoinTeamForm } from './JoinTeamForm';
import { ProgramLogo } from './ProgramLogo';
import { StatusBadge } from './StatusBadge';
import { TeamRow } from './TeamRow';
import { TeamSwitcherButton } from './TeamSwitcherButton';
import type { DeferredOverlayProps } from '../../../components/deferred-overlay';

/**
 * Spec 1 §2 team switcher: the user's teams by program, select, star, leave, create and join. Loaded on first use
 * (TeamSwitcher.tsx); the header shows its button alone until then.
 */
export function TeamSwitcherOverlay({ defaultOpened = false }: DeferredOverlayProps) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const { data, isLoading } = useRetrieveTeamsQuery();
  const { team: activeTeam, selectTeam, clearTeam } = useActiveTeam();
  const teamPath = useTeamPath();
  const [leaveTeam] = useLeaveTeamMutation();
  const [open, setOpen] = useState(defaultOpened);
  const [joining, setJoining] = useState(false);
  // While the leave question is open the panel stays: a click in the question is not a click away from it.
  const [asking, setAsking] = useState(false);
  const { favoriteId, toggleFavorite } = useFavoriteTeam();
  const confirm = useConfirm();
  const groups = groupTeamsByProgram(data);

  const onSelect = (team: Team) => {
    selectTeam(team.id);
    setOpen(false);
    if (!isTeamActive(team) && !team.pending) {
      dispatch(
        toastShown({
          kind: 'info',
          message: TEAM_MESSAGES.teamInactive,
          action: { label: TEAM_MESSAGES.learnMore, to: MANAGE_TEAMS_PATH },
        }),
      );
    }
  };

  const onLeave = async (team: Team) => {
    setAsking(true);
    const leave = await confirm({
      title: 'Leave team',
      message: `Leave ${team.name}?`,
      confirmLabel: 'Leave',
    });
    setAsking(false);
    if (!leave) return;
    try {
      await leaveTeam({ teamId: team.id }).unwrap();
      // The login-time rule picks the next active team once t= no longer names one.
      if (team.id === activeTeam?.id) clearTeam();
    } catch {
      dispatch(toastShown({ kind: 'error', message: `Could not leave ${team.name}. Please try again.` }));
    }
  };

  return (
    // withRoles off: Mantine would name the dialog after its target (the team's name); it is "Teams".
    <Popover
      opened={open}
      onChange={setOpen}
      position="bottom-start"
      width={360}
      shadow="md"
      trapFocus={!asking}
      closeOnClickOutside={!asking}
      closeOnEscape={!asking}
      withRoles={false}
    >
      <Popover.Target>
        <TeamSwitcherButton aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(!open)} />
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label="Teams" p="xs" maw="calc(100vw - 16px)">
        <Box mah="min(60vh, 480px)" style={{ overflowY: 'auto' }}>
          {groups.length === 0 && !isLoading && (
            <Text c="dimmed" size="sm" p="xs">
              You are not on any team yet.
            </Text>
          )}
          {groups.map((group) => (
            <Box
              component="section"
              key={group.program?.id ?? 'other'}
              aria-label={group.program?.name ?? 'Teams'}
              mb="xs"
            >
              <Group gap="xs" px={6} py={4} wrap="nowrap">
                <ProgramLogo program={group.program} />
                <Text fw={700} size="sm" truncate style={{ flex: 1 }}>
                  {group.program?.name ?? 'Teams'}
                </Text>
                <StatusBadge active={group.active} />
              </Group>
              <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
                {group.teams.map((team) => (
                  <TeamRow
                    key={team.id}
                    team={team}
                    selected={team.id === activeTeam?.id}
                    favorite={team.id === favoriteId}
                    canLeave={canLeaveTeam(team, user?.id)}
                    onSelect={onSelect}
                    onToggleFavorite={(starred) => toggleFavorite(starred.id)}
                    onLeave={onLeave}
                  />
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
        <Group gap="xs" mt="xs" grow>
          <Button component={Link} to={teamPath(MANAGE_TEAMS_PATH)} onClick={() => setOpen(false)}>
            Create Team
          </Button>
          <Button variant="default" aria-expanded={joining} onClick={() => setJoining(!joining)}>
            Join Team
          </Button>
        </Group>
        {joining && (
          <Box mt="xs">
            <JoinTeamForm
              onJoined={(answer) => {
                const joined = answer.joinedTeams[0];
                if (joined && typeof joined !== 'string' && joined.id) selectTeam(joined.id);
              }}
            />
          </Box>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

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
import { useLeaveTeamMutation, useRetrieveTeamsQuery } from '../teamsApi';
import { useActiveTeam, useTeamPath } from '../use-active-team';
import { JoinTeamForm } from './JoinTeamForm';
import { ProgramLogo } from './ProgramLogo';
import { StatusBadge } from './StatusBadge';
import { TeamRow } from './TeamRow';

export const MANAGE_TEAMS_PATH = '/profile/subscriptions/manage';

export function TeamSwitcher() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const { data, isLoading } = useRetrieveTeamsQuery();
  const { team: activeTeam, selectTeam, clearTeam } = useActiveTeam();
  const teamPath = useTeamPath();
  const [leaveTeam] = useLeaveTeamMutation();
  const [open, setOpen] = useState(false);
  const [joining, setJoining] = useState(false);
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
    if (!(await confirm({ title: 'Leave team', message: `Leave ${team.name}?`, confirmLabel: 'Leave' })))
      return;
    try {
      await leaveTeam({ teamId: team.id }).unwrap();
      // The login-time rule picks the next active team once t= no longer names one.
      if (team.id === activeTeam?.id) clearTeam();
    } catch {
      dispatch(toastShown({ kind: 'error', message: `Could not leave ${team.name}. Please try again.` }));
    }
  };

  return (
    <div className="team-switcher">
      <button
        type="button"
        className="team-switcher__toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {activeTeam?.name ?? (isLoading ? 'Loading teams…' : 'Select a team')}
        <span aria-hidden="true"> ▾</span>
      </button>
      {open && (
        <div className="team-switcher__panel" role="dialog" aria-label="Teams">
          {groups.length === 0 && !isLoading && <p className="muted">You are not on any team yet.</p>}
          {groups.map((group) => (
            <section
              key={group.program?.id ?? 'other'}
              className="program-group"
              aria-label={group.program?.name ?? 'Teams'}
            >
              <header className="program-group__header">
                <ProgramLogo program={group.program} />
                <span className="program-group__name">{group.program?.name ?? 'Teams'}</span>
                <StatusBadge active={group.active} />
              </header>
              <ul className="program-group__teams">
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
              </ul>
            </section>
          ))}
          <div className="team-switcher__actions">
            <Link
              className="button button--primary"
              to={teamPath(MANAGE_TEAMS_PATH)}
              onClick={() => setOpen(false)}
            >
              Create Team
            </Link>
            <button
              type="button"
              className="button"
              aria-expanded={joining}
              onClick={() => setJoining(!joining)}
            >
              Join Team
            </button>
          </div>
          {joining && (
            <JoinTeamForm
              onJoined={(answer) => {
                const joined = answer.joinedTeams[0];
                if (joined && typeof joined !== 'string' && joined.id) selectTeam(joined.id);
              }}
            />
          )}
        </div>
      )}
    </div>
  );
}

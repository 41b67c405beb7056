import {
  isRosterFilterKind,
  positionLabel,
  ROSTER_FILTER_KINDS,
  type RosterFilterKind,
  type TeamRole,
} from '@chalktalk/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { useAppDispatch } from '../../app/hooks';
import { useConfirm } from '../../components/use-confirm';
import { toastShown } from '../shell/toastsSlice';
import { TeamLogo } from '../teams/components/TeamLogo';
import { useTeamPath } from '../teams/use-active-team';
import { EmailTeamDialog } from './components/EmailTeamDialog';
import { InviteDialog } from './components/InviteDialog';
import { PendingMembers } from './components/PendingMembers';
import { PlayerFormDialog } from './components/PlayerFormDialog';
import { RoleMenu } from './components/RoleMenu';
import { TeamFlagsPanel } from './components/TeamFlagsPanel';
import { filterRoster, ROSTER_FILTER_LABELS } from './roster-filter';
import {
  useChangeUserRoleMutation,
  useGetRosterQuery,
  useGetTeamMembersQuery,
  useRemoveTeamMembersMutation,
  useRemoveTeamPlayersMutation,
} from './rosterApi';
import type { RosterPerson, TeamMember } from './roster.types';
import { useTeamRights } from './use-team-rights';

export const ROSTER_HIDDEN_MESSAGE = "Your coach has not shared this team's roster with players.";

type Dialog = { kind: 'invite' } | { kind: 'email' } | { kind: 'player'; player?: RosterPerson } | null;

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** /team/roster: the roster as the team's flags allow; editors manage players, staff and pending members. */
export function RosterPage() {
  const rights = useTeamRights();
  const { team, canEdit, isAdmin, canViewRoster, canEmailTeam } = rights;
  const teamId = team?.id ?? '';
  const teamPath = useTeamPath();
  const dispatch = useAppDispatch();
  const [filter, setFilter] = useState<RosterFilterKind>('all');
  const [dialog, setDialog] = useState<Dialog>(null);
  const rosterQuery = useGetRosterQuery(teamId, { skip: !team || !canViewRoster });
  const membersQuery = useGetTeamMembersQuery(teamId, { skip: !team || !canViewRoster });
  const [changeRole] = useChangeUserRoleMutation();
  const [removePlayers] = useRemoveTeamPlayersMutation();
  const [removeMembers] = useRemoveTeamMembersMutation();
  const confirm = useConfirm();

  if (!team) return null;
  if (!canViewRoster) {
    return (
      <section className="page" aria-label="Roster">
        <h1>Roster</h1>
        <p role="alert">{ROSTER_HIDDEN_MESSAGE}</p>
      </section>
    );
  }

  const roster = rosterQuery.data?.roster ?? [];
  const staff = (membersQuery.data?.members[teamId] ?? []).filter(
    (member) => member.role === 'ADMIN' || member.role === 'COACH',
  );
  const failed = (caught: unknown) => dispatch(toastShown({ kind: 'error', message: errorMessage(caught) }));

  const onRole = async (uid: string, newRole: TeamRole) => {
    try {
      await changeRole({ teamId, uid, newRole }).unwrap();
    } catch (caught) {
      failed(caught);
    }
  };
  const onRemovePlayer = async (person: RosterPerson) => {
    const message = `Remove ${fullName(person)} from ${team.name}?`;
    if (!(await confirm({ title: 'Remove player', message, confirmLabel: 'Remove' }))) return;
    try {
      await removePlayers({ teamId, playerIds: [person.id] }).unwrap();
    } catch (caught) {
      failed(caught);
    }
  };
  const onRemoveMember = async (member: TeamMember) => {
    const message = `Remove ${fullName(member)} from ${team.name}?`;
    if (!(await confirm({ title: 'Remove member', message, confirmLabel: 'Remove' }))) return;
    try {
      await removeMembers({ entityId: teamId, memberIds: [member.uid] }).unwrap();
    } catch (caught) {
      failed(caught);
    }
  };

  return (
    <section className="page roster-page" aria-label="Roster">
      <header className="roster-page__header">
        <TeamLogo team={team} />
        <h1>Roster</h1>
        <label htmlFor="roster-filter">Show</label>
        <select
          id="roster-filter"
          value={filter}
          onChange={(event) => isRosterFilterKind(event.target.value) && setFilter(event.target.value)}
        >
          {ROSTER_FILTER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {ROSTER_FILTER_LABELS[kind]}
            </option>
          ))}
        </select>
        {(canEdit || canEmailTeam) && (
          <div className="roster-page__actions">
            {canEdit && (
              <>
                <button type="button" className="button" onClick={() => setDialog({ kind: 'player' })}>
                  Add Player
                </button>
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => setDialog({ kind: 'invite' })}
                >
                  Invite
                </button>
              </>
            )}
            {canEmailTeam && (
              <button type="button" className="button" onClick={() => setDialog({ kind: 'email' })}>
                Email Team
              </button>
            )}
          </div>
        )}
      </header>

      {canEdit && team.teamKey && (
        <p className="team-key">
          Team key: <strong aria-label="Team key">{team.teamKey}</strong>
        </p>
      )}
      {isAdmin && <TeamFlagsPanel team={team} />}
      {canEdit && <PendingMembers teamId={teamId} roster={roster} />}

      {rosterQuery.isLoading && <p className="muted">Loading roster…</p>}
      {rosterQuery.isError && <p className="field-error">{errorMessage(rosterQuery.error)}</p>}
      {rosterQuery.isSuccess && roster.length === 0 && <p className="muted">No players on the roster yet.</p>}
      <table className="roster-table">
        <thead>
          <tr>
            <th>#</th>
            <th>Name</th>
            <th>Position</th>
            {canEdit && <th>Email</th>}
            {canEdit && <th>Role</th>}
            {canEdit && <th aria-label="Actions" />}
          </tr>
        </thead>
        <tbody>
          {filterRoster(roster, filter).map(({ person, player }) => (
            <tr key={person.id} className={player ? 'roster-table__contact' : undefined}>
              <td>{person.jersey}</td>
              <td>
                {player ? (
                  <>
                    {fullName(person)} <span className="muted">(contact of {fullName(player)})</span>
                  </>
                ) : (
                  <Link to={teamPath(`/team/player/overview?p=${person.id}`)}>{fullName(person)}</Link>
                )}
              </td>
              <td>{person.position ? positionLabel(person.position) : ''}</td>
              {canEdit && <td>{person.email}</td>}
              {canEdit && (
                <td>
                  <RoleMenu
                    name={fullName(person)}
                    role={player ? 'CONTACT' : 'PLAYER'}
                    viewerIsAdmin={isAdmin}
                    disabled={!person.uid || !!player}
                    onChange={(role) => person.uid && onRole(person.uid, role)}
                  />
                </td>
              )}
              {canEdit && (
                <td>
                  {!player && (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => setDialog({ kind: 'player', player: person })}
                    >
                      Edit
                    </button>
                  )}
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Remove ${fullName(person)}`}
                    onClick={() => onRemovePlayer(person)}
                  >
                    Remove
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>

      {staff.length > 0 && (
        <section aria-label="Staff">
          <h2>Staff</h2>
          <ul className="staff-list">
            {staff.map((member) => (
              <li key={member.uid}>
                <span>{fullName(member)}</span>{' '}
                <RoleMenu
                  name={fullName(member)}
                  role={member.role}
                  viewerIsAdmin={isAdmin}
                  disabled={!canEdit || member.uid === team.ownerId}
                  onChange={(role) => onRole(member.uid, role)}
                />
                {canEdit && member.uid !== team.ownerId && (member.role !== 'ADMIN' || isAdmin) && (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Remove ${fullName(member)}`}
                    onClick={() => onRemoveMember(member)}
                  >
                    Remove
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {dialog?.kind === 'invite' && (
        <InviteDialog teamId={teamId} canInviteAdmins={isAdmin} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'email' && (
        <EmailTeamDialog teamId={teamId} roster={roster} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'player' && (
        <PlayerFormDialog
          teamId={teamId}
          sport={team.sport}
          player={dialog.player}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}

import { positionLabel } from '@chalktalk/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { useTeamPath } from '../teams/use-active-team';
import { AddContactForm } from './components/AddContactForm';
import { PlayerFormDialog } from './components/PlayerFormDialog';
import { ROSTER_HIDDEN_MESSAGE } from './RosterPage';
import { useGetRosterQuery } from './rosterApi';
import { useTeamRights } from './use-team-rights';

export const PLAYER_NOT_FOUND = 'This player is not on the roster.';

/** /team/player/overview?p=<roster id>: one player with their contacts. */
export function PlayerOverviewPage() {
  const [params] = useSearchParams();
  const playerId = params.get('p') ?? '';
  const { team, canEdit, canViewRoster } = useTeamRights();
  const teamPath = useTeamPath();
  const [editing, setEditing] = useState(false);
  const { data, isLoading, error } = useGetRosterQuery(team?.id ?? '', { skip: !team || !canViewRoster });

  if (!team) return null;
  if (!canViewRoster) return <p role="alert">{ROSTER_HIDDEN_MESSAGE}</p>;
  if (isLoading) return <p className="muted">Loading…</p>;
  if (error) return <p className="field-error">{errorMessage(error)}</p>;
  const player = data?.roster.find((person) => person.id === playerId);

  return (
    <section className="page player-overview" aria-label="Player">
      <p>
        <Link to={teamPath('/team/roster')}>← Roster</Link>
      </p>
      {!player ? (
        <p role="alert">{PLAYER_NOT_FOUND}</p>
      ) : (
        <>
          <h1>
            {player.jersey ? `#${player.jersey} ` : ''}
            {player.firstName} {player.lastName}
          </h1>
          <dl className="player-overview__facts">
            <dt>Position</dt>
            <dd>{player.position ? positionLabel(player.position) : 'None'}</dd>
            {canEdit && (
              <>
                <dt>Email</dt>
                <dd>{player.email || 'None'}</dd>
              </>
            )}
            <dt>Account</dt>
            <dd>{player.uid ? 'Joined the team' : 'Not joined yet'}</dd>
          </dl>
          {canEdit && (
            <button type="button" className="button" onClick={() => setEditing(true)}>
              Edit Player
            </button>
          )}
          <h2>Contacts</h2>
          {player.contacts.length === 0 ? (
            <p className="muted">No contacts.</p>
          ) : (
            <ul>
              {player.contacts.map((contact) => (
                <li key={contact.id}>
                  {contact.firstName} {contact.lastName}
                  {canEdit && contact.email ? ` · ${contact.email}` : ''}
                </li>
              ))}
            </ul>
          )}
          {canEdit && <AddContactForm teamId={team.id} playerId={player.id} />}
          {editing && (
            <PlayerFormDialog
              teamId={team.id}
              sport={team.sport}
              player={player}
              onClose={() => setEditing(false)}
            />
          )}
        </>
      )}
    </section>
  );
}

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

  return (
    <section className="pending-members" aria-label="Pending members">
      <h2>Pending Members</h2>
      <ul>
        {pending.map((member) => (
          <li key={member.uid} className="pending-members__row">
            <span>
              {fullName(member)} <span className="muted">{member.email}</span>
            </span>
            <label className="visually-hidden" htmlFor={`pending-${member.uid}`}>
              Decision for {fullName(member)}
            </label>
            <select
              id={`pending-${member.uid}`}
              value={decisions[member.uid] ?? ''}
              onChange={(event) =>
                setDecisions({ ...decisions, [member.uid]: event.target.value as PendingDecision })
              }
            >
              <option value="">Leave pending</option>
              <option value="accept">Accept</option>
              <option value="reject">Reject</option>
              {openPlayers.map((player) => (
                <option key={`p-${player.id}`} value={`player:${player.id}`}>
                  Accept as {fullName(player)}
                </option>
              ))}
              {roster.map((player) => (
                <option key={`c-${player.id}`} value={`contact:${player.id}`}>
                  Accept as a contact of {fullName(player)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary" disabled={isLoading} onClick={onSave}>
        Save Pending Changes
      </button>
    </section>
  );
}

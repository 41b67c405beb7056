import { JOIN_MESSAGES, normaliseTeamKey } from '@chalktalk/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { JoinTeamForm } from '../teams/components/JoinTeamForm';
import { joinErrorMessage, joinSuccessMessage } from '../teams/team-key';
import type { JoinTeamResponse } from '../teams/teams.types';
import { useJoinTeamLinkMutation, useJoinTeamMutation } from '../teams/teamsApi';
import { linkFailure } from './join-link';

type Outcome = { ok: true; message: string; teamId: string | null } | { ok: false; message: string };

const firstTeamId = (answer: JoinTeamResponse): string | null => {
  const first = answer.joinedTeams[0];
  return first && typeof first !== 'string' ? (first.id ?? null) : null;
};

/** /join-team alone: the team-key form; after a join (not a pending one) Continue opens the team. */
function JoinWithKey() {
  const [joinedTeamId, setJoinedTeamId] = useState<string | null>(null);
  return (
    <section className="page join-team-page" aria-label="Join Team">
      <h1>Join Team</h1>
      <p>Enter the team key your coach gave you.</p>
      <JoinTeamForm onJoined={(answer) => setJoinedTeamId(answer.pending ? null : firstTeamId(answer))} />
      {joinedTeamId && (
        <Link className="button button--primary" to={`/feed?t=${encodeURIComponent(joinedTeamId)}`}>
          Continue
        </Link>
      )}
    </section>
  );
}

/**
 * /join-team?k=<code>&j=<team id> joins through an invitation link (joinTeamLink). A k without j is read as a
 * team key (joinTeam), so a key can be shared as a link too; with neither, the page offers the team-key form.
 * Signed-out visitors reach this page after login through the guard's deep link.
 */
export function JoinTeamPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('k')?.trim() ?? '';
  const teamId = params.get('j')?.trim() ?? '';
  const [joinTeamLink] = useJoinTeamLinkMutation();
  const [joinTeam] = useJoinTeamMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Links are single use: StrictMode's second effect run must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    if (!code) return;
    started.current = true;
    const join = async () => {
      if (!teamId) {
        try {
          const answer = await joinTeam({ teamKey: normaliseTeamKey(code) }).unwrap();
          setOutcome({ ok: true, message: joinSuccessMessage(answer), teamId: firstTeamId(answer) });
        } catch (caught) {
          setOutcome({ ok: false, message: joinErrorMessage(isApiError(caught) ? caught : undefined) });
        }
        return;
      }
      try {
        const answer = await joinTeamLink({ entityId: teamId, linkCode: code }).unwrap();
        setOutcome({ ok: true, message: joinSuccessMessage(answer), teamId: firstTeamId(answer) ?? teamId });
      } catch (caught) {
        const failure = linkFailure(isApiError(caught) ? caught : undefined);
        if (failure.kind === 'alreadyMember') {
          void navigate(`/feed?t=${encodeURIComponent(teamId)}`, { replace: true });
          return;
        }
        setOutcome({ ok: false, message: failure.message });
      }
    };
    void join();
  }, [code, teamId, joinTeam, joinTeamLink, navigate]);

  // Neither code nor team: the visitor came to join with a team key, so the page offers the key form.
  if (!code && !teamId) return <JoinWithKey />;

  // A link without its code cannot be used; nothing is sent.
  const shown: Outcome | null = code ? outcome : { ok: false, message: JOIN_MESSAGES.linkInvalid };

  return (
    <section className="page join-team-page" aria-label="Join Team">
      <h1>Join Team</h1>
      {!shown && <p className="muted">Joining…</p>}
      {shown && (
        <p role={shown.ok ? 'status' : 'alert'} className={shown.ok ? 'form-success' : 'field-error'}>
          {shown.message}
        </p>
      )}
      {shown && (
        <Link
          className="button button--primary"
          to={shown.ok && shown.teamId ? `/feed?t=${shown.teamId}` : '/feed'}
        >
          Continue
        </Link>
      )}
    </section>
  );
}

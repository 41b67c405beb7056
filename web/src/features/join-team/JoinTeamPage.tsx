import { Box, Button, Text, Title } from '@mantine/core';
import { FormOutcome } from '../../components/FormOutcome';
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
    <Box component="section" aria-label="Join Team" maw={520}>
      <Title order={1} size="h2" mb="sm">
        Join Team
      </Title>
      <Text mb="md">Enter the team key your coach gave you.</Text>
      <JoinTeamForm onJoined={(answer) => setJoinedTeamId(answer.pending ? null : firstTeamId(answer))} />
      {joinedTeamId && (
        <Button component={Link} mt="md" to={`/feed?t=${encodeURIComponent(joinedTeamId)}`}>
          Continue
        </Button>
      )}
    </Box>
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
    <Box component="section" aria-label="Join Team" maw={520}>
      <Title order={1} size="h2" mb="sm">
        Join Team
      </Title>
      {!shown && <Text c="dimmed">Joining…</Text>}
      {shown && <FormOutcome outcome={shown} />}
      {shown && (
        <Button component={Link} to={shown.ok && shown.teamId ? `/feed?t=${shown.teamId}` : '/feed'}>
          Continue
        </Button>
      )}
    </Box>
  );
}

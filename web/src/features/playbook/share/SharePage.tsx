import { Anchor, Box, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { FormError, FormOutcome } from '../../../components/FormOutcome';
import { Page } from '../../../components/Page';
import { SectionCard } from '../../../components/SectionCard';
import { CommunityShareCard } from '../../community/components/CommunityShareCard';
import { useTeamPath } from '../../teams/use-active-team';
import {
  useGetMyPlaybookQuery,
  useGetSharedStatusQuery,
  useGetTeamPlaybookQuery,
  useLazyGetPublicShareLinkQuery,
  useShareItemsMutation,
} from '../playbookApi';
import type { Playbook } from '../playbook.types';
import { useTeamRoles } from '../use-team-role';
import {
  type Audience,
  AUDIENCE_OPTIONS,
  audienceOf,
  changedModifications,
  MIXED_OPTION,
  teamItemsAudience,
} from './share-audience';

export type ShareMode = 'my/playbook' | 'my/play' | 'my/items/team' | 'team/play' | 'team/items/team';

const TITLES: Record<ShareMode, string> = {
  'my/playbook': 'Share my playbook',
  'my/play': 'Share play',
  'my/items/team': 'Share items to a team',
  'team/play': 'Share team play',
  'team/items/team': 'Share team items to a team',
};

function itemIdsFor(mode: ShareMode, playbook: Playbook, params: URLSearchParams): string[] {
  if (mode === 'my/playbook') return playbook.items.map((item) => item.id);
  if (mode === 'my/play' || mode === 'team/play') return [params.get('p') ?? ''].filter(Boolean);
  return (params.get('items') ?? '').split(',').filter(Boolean);
}

/**
 * The share flows under /playbook/share/...: choose the audience per team, then share. The choices (the share
 * config) start afresh when the active team (t=) changes (spec 2 §4).
 */
export function SharePage({ mode }: { mode: ShareMode }) {
  const [params] = useSearchParams();
  const teamPath = useTeamPath();
  const fromTeam = mode.startsWith('team/');
  const sourceTeamId = fromTeam ? params.get('t') : null;
  const mine = useGetMyPlaybookQuery(undefined, { skip: fromTeam });
  const theirs = useGetTeamPlaybookQuery({ teamId: sourceTeamId ?? '' }, { skip: !sourceTeamId });
  const playbook = (fromTeam ? theirs : mine).data?.playbook;
  const { coachTeams } = useTeamRoles();
  // From a team playbook the items go on to the user's other teams, and a coach sets their audience on the
  // team itself (first row); "to a team" flows may name one (to=).
  const onlyTeam = params.get('to');
  const targets = coachTeams
    .filter((team) => !onlyTeam || team.id === onlyTeam || team.id === sourceTeamId)
    .sort((a, b) => Number(b.id === sourceTeamId) - Number(a.id === sourceTeamId));
  const itemIds = playbook ? itemIdsFor(mode, playbook, params) : [];
  const onwardTeams = targets.filter((team) => team.id !== sourceTeamId);
  const singlePlay = (mode === 'my/play' || mode === 'team/play') && itemIds.length === 1;
  const status = useGetSharedStatusQuery(
    { playId: itemIds[0] ?? '', teamIds: onwardTeams.map((team) => team.id) },
    { skip: !singlePlay || fromTeam || onwardTeams.length === 0 },
  );
  const initial: Record<string, Audience> = {};
  for (const team of targets) {
    initial[team.id] =
      team.id === sourceTeamId && playbook
        ? teamItemsAudience(playbook, itemIds)
        : audienceOf(status.data?.status[team.id]);
  }
  // The user's choices over what is stored; a refreshed status shows through where nothing was chosen.
  const [edits, setEdits] = useState<Record<string, Audience>>({});
  const activeTeam = params.get('t');
  const [editsTeam, setEditsTeam] = useState(activeTeam);
  if (editsTeam !== activeTeam) {
    setEditsTeam(activeTeam);
    setEdits({});
  }
  const chosen = { ...initial, ...edits };
  const [share, sharing] = useShareItemsMutation();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const play = singlePlay ? playbook?.plays.find((candidate) => candidate.id === itemIds[0]) : undefined;
  const [fetchLink, link] = useLazyGetPublicShareLinkQuery();

  if (!playbook) return <Text c="dimmed">Loading…</Text>;

  const names = itemIds.map(
    (id) =>
      playbook.plays.find((candidate) => candidate.id === id)?.name ??
      playbook.folders.find((candidate) => candidate.id === id)?.name ??
      id,
  );
  const modifications = changedModifications(initial, chosen);

  const submit = async () => {
    setError(null);
    setDone(null);
    try {
      await share({
        srcPlaybookId: playbook.id,
        modifications,
        itemIds,
        ...(sourceTeamId ? { proxyTeamId: sourceTeamId } : {}),
      }).unwrap();
      setDone('Sharing updated.');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const publicLink = link.data ? `${window.location.origin}/play?l=${link.data.link}` : null;

  const audienceData = (teamId: string) => [
    ...(initial[teamId] === 'MIXED'
      ? [{ value: MIXED_OPTION.scope, label: MIXED_OPTION.label, disabled: true }]
      : []),
    ...AUDIENCE_OPTIONS.map((option) => ({ value: option.scope, label: option.label })),
  ];

  return (
    <Page title={TITLES[mode]} narrow>
      <Text mb="md" style={{ overflowWrap: 'anywhere' }}>
        {names.length === 1 ? names[0] : `${names.length} items: ${names.join(', ')}`}
      </Text>
      {itemIds.length === 0 ? (
        <Text c="dimmed">There is nothing to share yet.</Text>
      ) : targets.length === 0 ? (
        <Text c="dimmed">You are not a coach or admin of a team you can share to.</Text>
      ) : (
        <Paper withBorder p="lg" mb="md" role="group" aria-label="Teams">
          <Stack gap="sm">
            {targets.map((team) => (
              <Group key={team.id} justify="space-between" gap="xs" wrap="wrap">
                <Text fw={500} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {team.name}
                </Text>
                <NativeSelect
                  aria-label={`Audience for ${team.name}`}
                  value={chosen[team.id] ?? 'NOONE'}
                  data={audienceData(team.id)}
                  onChange={(event) => {
                    const value = event.currentTarget.value as Audience;
                    setEdits((current) => ({ ...current, [team.id]: value }));
                  }}
                  w={{ base: '100%', xs: 200 }}
                />
              </Group>
            ))}
            <Group justify="flex-end">
              <Button
                type="button"
                loading={sharing.isLoading}
                disabled={Object.keys(modifications).length === 0}
                onClick={submit}
              >
                Share
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <FormOutcome
        outcome={done ? { ok: true, message: done } : error ? { ok: false, message: error } : null}
      />
      {play && !play.hidden && (
        <SectionCard title="Public link">
          {publicLink ? (
            <Anchor href={publicLink} style={{ overflowWrap: 'anywhere' }}>
              {publicLink}
            </Anchor>
          ) : (
            <Button
              type="button"
              variant="default"
              leftSection={<IconLink size={16} aria-hidden />}
              loading={link.isFetching}
              onClick={() =>
                void fetchLink({
                  playId: play.id,
                  playbookId: play.playbookId,
                  ...(sourceTeamId ? { teamId: sourceTeamId } : {}),
                })
              }
            >
              Get public link
            </Button>
          )}
          {link.isError && (
            <Box mt="sm">
              <FormError message={errorMessage(link.error)} />
            </Box>
          )}
        </SectionCard>
      )}
      {play && !play.hidden && mode === 'my/play' && (
        <CommunityShareCard play={play} playbookId={play.playbookId} />
      )}
      <Anchor component={Link} to={teamPath(fromTeam ? '/playbook?pb=team' : '/playbook')}>
        Back to the playbook
      </Anchor>
    </Page>
  );
}

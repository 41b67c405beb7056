import { Anchor, Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { loadPlay } from '@chalktalk/domain';
import { IconCopy, IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FormError, FormOutcome, type Outcome } from '../../components/FormOutcome';
import { Page } from '../../components/Page';
import { GifDownload } from '../gif-export/GifDownload';
import { communityPlayPath, communityProfilePath } from './community-paths';
import {
  useAddCommunityPlayLikeMutation,
  useCopyCommunityPlayMutation,
  useGetCommunityPlayQuery,
  useReportCommunityContentMutation,
  useTakeDownCommunityPlayMutation,
} from './communityApi';
import { AskForReview } from './components/AskForReview';
import { CommentsSection } from './components/CommentsSection';
import { ContributePrompt } from './components/ContributePrompt';
import { SportBadge } from './components/SportBadge';
import { LikeButton } from './components/LikeButton';
import { useContributor } from './use-contributor';
import { KitPlayPlayer } from '../../components/KitPlayPlayer';

export const COMMUNITY_PLAY_LOAD_ERROR = 'This play is not in the community (any more).';

/** /community/play?p=: a community play with playback, likes, comments, copy and GIF; anyone may read it. */
export function CommunityPlayPage() {
  const [params] = useSearchParams();
  const id = params.get('p') ?? '';
  const { data, isError, isLoading } = useGetCommunityPlayQuery({ id }, { skip: !id });
  const contributor = useContributor();
  const [like] = useAddCommunityPlayLikeMutation();
  const [copy, copying] = useCopyCommunityPlayMutation();
  const [report, reporting] = useReportCommunityContentMutation();
  const [takeDown, takingDown] = useTakeDownCommunityPlayMutation();
  const [prompted, setPrompted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [logoFailed, setLogoFailed] = useState(false);
  const loaded = data ? loadPlay(data.play) : null;

  if (!id || isError || (loaded && !loaded.ok))
    return (
      <Page title="Community play">
        <FormError message={COMMUNITY_PLAY_LOAD_ERROR} />
        <Anchor component={Link} to="/community">
          Community home
        </Anchor>
      </Page>
    );
  if (isLoading || !data || !loaded?.ok) return <Text c="dimmed">Loading the play…</Text>;

  const item = data.playlistItem;
  const ready = contributor.kind === 'ready';
  const signedIn = contributor.kind === 'ready' || contributor.kind === 'noProfile';
  const contribute = (action: () => Promise<void>) => {
    if (!ready) {
      setPrompted(true);
      return;
    }
    void action();
  };
  const run = async (task: () => Promise<Outcome>) => {
    setOutcome(null);
    try {
      setOutcome(await task());
    } catch (failure) {
      setOutcome({ ok: false, message: errorMessage(failure) });
    }
  };

  return (
    <Page
      title={<span style={{ overflowWrap: 'anywhere' }}>{item.name}</span>}
      actions={
        <Anchor component={Link} to="/community">
          Community home
        </Anchor>
      }
    >
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          {data.branding && !logoFailed && (
            <Image
              src={data.branding.logoUrl}
              alt="Program logo"
              h={40}
              w="auto"
              fit="contain"
              onError={() => setLogoFailed(true)}
            />
          )}
          {/* Any sport's play opens here, whatever the edition: the badge says which. */}
          <SportBadge sport={item.sport} />
          <Text size="sm" c="dimmed">
            {item.authorScreenName ? (
              <>
                Shared by{' '}
                <Anchor
                  component={Link}
                  to={communityProfilePath(item.authorProfileId)}
                  size="sm"
                  underline="always"
                >
                  {item.authorScreenName}
                </Anchor>
              </>
            ) : (
              'Shared'
            )}{' '}
            on {new Date(item.publishedAt).toLocaleDateString()} · copied {item.copies}{' '}
            {item.copies === 1 ? 'time' : 'times'} · {item.views} views
          </Text>
        </Group>
        {item.status !== 'published' && (
          <FormError message="Only you see this play: it is no longer in the community." />
        )}
        {item.status === 'hidden' && item.mine && (
          <AskForReview playId={id} requested={item.reviewRequested ?? false} />
        )}
        {item.credits.length > 0 && (
          <Box component="nav" aria-label="Credits">
            <Text size="sm">
              Copied from{' '}
              {item.credits
                .slice()
                .reverse()
                .map((credit, index) => (
                  <span key={credit.id}>
                    {index > 0 && ', itself from '}
                    {credit.available ? (
                      <Anchor component={Link} to={communityPlayPath(credit.id)} size="sm" underline="always">
                        {credit.name}
                      </Anchor>
                    ) : (
                      credit.name
                    )}
                    {credit.authorScreenName && ` by ${credit.authorScreenName}`}
                  </span>
                ))}
            </Text>
          </Box>
        )}
        {item.description && (
          <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{item.description}</Text>
        )}
        <Box w="100%" maw={720}>
          <KitPlayPlayer play={loaded.play} />
        </Box>
        <Group gap="sm" wrap="wrap">
          <LikeButton
            liked={item.liked}
            likes={item.likes}
            onToggle={() =>
              contribute(
                async () =>
                  void (await like({ id })
                    .unwrap()
                    .catch(() => undefined)),
              )
            }
          />
          <Button
            variant="default"
            leftSection={<IconCopy size={18} aria-hidden />}
            loading={copying.isLoading}
            onClick={() => {
              if (!signedIn) return setPrompted(true);
              void run(async () => {
                await copy({ id }).unwrap();
                return { ok: true, message: 'Copied to your playbook.' };
              });
            }}
          >
            Copy to my playbook
          </Button>
          {ready && !item.mine && (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconFlag size={18} aria-hidden />}
              loading={reporting.isLoading}
              onClick={() =>
                void run(async () => {
                  const answer = await report({ kind: 'play', id, playId: id }).unwrap();
                  // The service says whether the report counts (a new profile's does not).
                  return { ok: true, message: answer.message };
                })
              }
            >
              Report
            </Button>
          )}
          {item.canTakeDown && item.status === 'published' && (
            <Button
              variant="subtle"
              color="red"
              loading={takingDown.isLoading}
              onClick={() =>
                void run(async () => {
                  await takeDown({ id }).unwrap();
                  return { ok: true, message: 'The play was taken down.' };
                })
              }
            >
              Take down
            </Button>
          )}
        </Group>
        {prompted && <ContributePrompt state={contributor} />}
        <FormOutcome outcome={outcome} />
        {outcome?.ok && outcome.message === 'Copied to your playbook.' && (
          <Anchor component={Link} to="/playbook">
            Open my playbook
          </Anchor>
        )}
        {item.status === 'published' && (
          <GifDownload
            request={{ playbookId: 'community', playId: id, communityPlayId: id, name: item.name }}
          />
        )}
        <CommentsSection playId={id} contributor={contributor} />
      </Stack>
    </Page>
  );
}

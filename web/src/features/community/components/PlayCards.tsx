import { Anchor, Group, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCopy, IconEye, IconHeart, IconMessage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { communityPlayPoster } from '../../../api/postersApi';
import { PlayPoster } from '../../../components/PlayPoster';
import type { CommunityPlaySummary } from '../communityApi';
import { communityPlayPath, communityProfilePath } from '../community-paths';
import { PlayBadges } from './PlayBadges';

function Count({ icon: Icon, value, label }: { icon: typeof IconHeart; value: number; label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={16} aria-hidden />
      <Text size="sm">
        {value}
        <VisuallyHidden> {label}</VisuallyHidden>
      </Text>
    </Group>
  );
}

/** A card's poster width (px); 4:3, so 90 px high. */
const CARD_POSTER_WIDTH = 120;

/** One community play in a list: its poster, name (the link), author, its sport and tags, and its counts. */
export function PlayCard({ play }: { play: CommunityPlaySummary }) {
  return (
    <Paper withBorder p="md" component="article" aria-label={play.name}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <PlayPoster src={communityPlayPoster(play.id)} name={play.name} width={CARD_POSTER_WIDTH} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            component={Link}
            to={communityPlayPath(play.id)}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {play.name}
          </Anchor>
          {play.authorScreenName && (
            <Text size="sm" c="dimmed">
              by{' '}
              <Anchor
                component={Link}
                to={communityProfilePath(play.authorProfileId)}
                size="sm"
                underline="always"
              >
                {play.authorScreenName}
              </Anchor>
            </Text>
          )}
          <PlayBadges sport={play.sport} tags={play.tags} maxTags={10} />
          <Group gap="md" c="dimmed">
            <Count icon={IconHeart} value={play.likes} label="likes" />
            <Count icon={IconMessage} value={play.comments} label="comments" />
            <Count icon={IconCopy} value={play.copies} label="copies" />
            <Count icon={IconEye} value={play.views} label="views" />
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

export function PlayCards({ plays, empty }: { plays: CommunityPlaySummary[]; empty: string }) {
  if (plays.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {plays.map((play) => (
        <PlayCard key={play.id} play={play} />
      ))}
    </SimpleGrid>
  );
}

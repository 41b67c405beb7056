import { Anchor, Box, Group, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { TIMINGS } from '@chalktalk/domain';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { showFieldErrors, under } from '../../api/field-errors';
import { communityPlayPoster } from '../../api/postersApi';
import { FormError } from '../../components/FormOutcome';
import { Page } from '../../components/Page';
import { PlayPoster } from '../../components/PlayPoster';
import { communityPlayPath } from '../community/community-paths';
import { PlayBadges } from '../community/components/PlayBadges';
import { pageParam } from '../community/CommunitySectionPage';
import { markedParts, NO_RESULTS } from './search-results';
import { useCommunitySearchQuery } from './searchApi';

/** A result's poster width (px); 4:3, so 72 px high. */
const RESULT_POSTER_WIDTH = 96;

/** /community/search?q&pg (spec 3 §2): community plays matching the text, 20 a page; the text updates q after 500 ms. */
export function CommunitySearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageParam(params.get('pg'));
  const [text, setText] = useState(q);
  useEffect(() => {
    if (text.trim() === q.trim()) return;
    const timer = setTimeout(() => {
      const updated = new URLSearchParams(params);
      updated.set('q', text.trim());
      updated.delete('pg');
      setParams(updated, { replace: true });
    }, TIMINGS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, q, params, setParams]);
  const { data, error, isFetching } = useCommunitySearchQuery(
    { query: q.trim(), page },
    { skip: q.trim() === '' },
  );
  // A refused search text shows under the box; any other failure above the results.
  let textError: string | undefined;
  const failure = error
    ? showFieldErrors(error, (_field, message) => (textError = message), under('', ['query']))
    : null;
  return (
    <Page title="Search the community">
      <TextInput
        type="search"
        aria-label="Search community plays"
        placeholder="Search community plays"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        error={textError}
        onChange={(event) => setText(event.currentTarget.value)}
        mb="md"
      />
      <FormError message={failure} />
      {q.trim() && !data && isFetching && <Text c="dimmed">Searching…</Text>}
      {q.trim() && data && data.plays.length === 0 && <Text c="dimmed">{NO_RESULTS}</Text>}
      {data && data.plays.length > 0 && (
        <Stack gap="sm" aria-label="Community plays found">
          <Text size="sm" c="dimmed">
            {data.results === 1 ? '1 play' : `${data.results} plays`}
          </Text>
          {data.plays.map((play) => (
            <Paper key={play.id} withBorder p="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <PlayPoster src={communityPlayPoster(play.id)} name={play.name} width={RESULT_POSTER_WIDTH} />
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={communityPlayPath(play.id)}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {markedParts(play.name, play.highlights).map((part, i) =>
                      part.marked ? <mark key={i}>{part.text}</mark> : part.text,
                    )}
                  </Anchor>
                  {play.description && (
                    <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {play.description}
                    </Text>
                  )}
                  {/* Search stays across sports (the text names what it looks for), so each result says its sport. */}
                  <PlayBadges sport={play.sport} tags={play.tags} maxTags={3} mt={4} />
                </Box>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {data && data.estimatedPages > 1 && (
        <Group justify="center" mt="md">
          <Pagination
            total={data.estimatedPages}
            value={page}
            onChange={(next) => {
              const updated = new URLSearchParams(params);
              updated.set('pg', String(next));
              setParams(updated);
            }}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Group>
      )}
    </Page>
  );
}

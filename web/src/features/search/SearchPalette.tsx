import '@mantine/spotlight/styles.css';
import { Group, Loader, Text } from '@mantine/core';
import { Spotlight, type SpotlightStore } from '@mantine/spotlight';
import { TIMINGS } from '@chalktalk/domain';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { INACTIVE_NOTE, markedParts, NO_RESULTS, resultGroups } from './search-results';
import { useGlobalSearchQuery } from './searchApi';
import { useRetrieveTeamsQuery } from '../teams/teamsApi';

function Marked({ title, ranges }: { title: string; ranges: [number, number][] }) {
  return (
    <>
      {markedParts(title, ranges).map((part, i) =>
        part.marked ? <mark key={i}>{part.text}</mark> : part.text,
      )}
    </>
  );
}

/**
 * The global search palette (spec 1 §2): what is typed is sent 500 ms after the last key, results come grouped
 * Posts, Events, Roster, Plays with the group holding the best match first; arrows move, Enter opens.
 */
export function SearchPalette({
  store,
  initialQuery = '',
}: {
  store: SpotlightStore;
  initialQuery?: string;
}) {
  const [query, setQuery] = useState(initialQuery);
  // Sent 500 ms after the last change, the first letters (typed into the header box) included.
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), TIMINGS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [query]);
  const navigate = useNavigate();
  const { data, isFetching, isError } = useGlobalSearchQuery(
    { query: debounced },
    { skip: debounced === '' },
  );
  const { data: teams } = useRetrieveTeamsQuery();
  const teamNames = useMemo(() => {
    const all = [...(teams?.owned ?? []), ...(teams?.joined ?? [])];
    const names = new Map(all.map((team) => [team.id, team.name]));
    return names.size > 1 ? names : undefined;
  }, [teams]);
  const groups = debounced && data ? resultGroups(data, teamNames) : [];
  const waiting = query.trim() !== debounced || isFetching;
  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      scrollable
      maxHeight="70vh"
      size="lg"
      yOffset={72}
      // The dialog's accessible name (the palette has no title row).
      attributes={{ content: { 'aria-label': 'Search' } }}
    >
      <Spotlight.Search
        placeholder="Search posts, events, roster and plays"
        aria-label="Search"
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={waiting && query.trim() ? <Loader size="xs" aria-label="Searching" /> : null}
      />
      <Spotlight.ActionsList aria-label="Search results">
        {groups.map(({ group, label, items }) => (
          <div key={group} role="group" aria-label={label}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs" aria-hidden>
              {label}
            </Text>
            {items.map((item) => (
              <Spotlight.Action key={item.key} onClick={() => navigate(item.href)}>
                <Group wrap="nowrap" w="100%" gap="sm" style={{ minWidth: 0 }}>
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <Marked title={item.title} ranges={item.highlights} />
                    </Text>
                    {item.description && (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {item.description}
                      </Text>
                    )}
                  </div>
                </Group>
              </Spotlight.Action>
            ))}
          </div>
        ))}
        {debounced && !waiting && !isError && groups.length === 0 && (
          <Spotlight.Empty>{NO_RESULTS}</Spotlight.Empty>
        )}
        {isError && !waiting && <Spotlight.Empty>Search is not available right now.</Spotlight.Empty>}
      </Spotlight.ActionsList>
      <Text size="xs" c="dimmed" px="md" py="xs" role="note">
        {INACTIVE_NOTE}
      </Text>
    </Spotlight.Root>
  );
}

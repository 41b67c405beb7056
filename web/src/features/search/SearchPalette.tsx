import '@mantine/spotlight/styles.css';
import { Group, Loader, Text } from '@mantine/core';
import { Spotlight, type SpotlightStore } from '@mantine/spotlight';
import { TIMINGS } from '@chalktalk/domain';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTeamPath } from '../teams/use-active-team';
import { MarkedTitle } from './components/MarkedTitle';
import {
  INACTIVE_NOTE,
  NO_RESULTS,
  PALETTE_PREVIEW_SIZE,
  previewGroups,
  resultGroups,
  SEARCH_PLACEHOLDER,
  SEARCH_UNAVAILABLE,
} from './search-results';
import { searchPagePath } from './search-paths';
import { useGlobalSearchQuery } from './searchApi';
import { useTeamNames } from './use-team-names';

/**
 * The global search palette (spec 1 §2), the as-you-type preview of the results page: what is typed is sent 500 ms
 * after the last key, the first PALETTE_PREVIEW_SIZE results of each group come grouped Posts, Events, Roster, Plays
 * with the group holding the best match first. "See all results" comes first and is selected as you type, so
 * Enter on the query opens the results page (/search?q=); the arrows move to a result and Enter opens it.
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
  const teamPath = useTeamPath();
  // Leaving for the results page: focus goes to the page's field, not back to the header box.
  const [toPage, setToPage] = useState(false);
  const { data, isFetching, isError } = useGlobalSearchQuery(
    { query: debounced },
    { skip: debounced === '' },
  );
  const teamNames = useTeamNames();
  const { groups } = previewGroups(
    debounced && data ? resultGroups(data, teamNames) : [],
    PALETTE_PREVIEW_SIZE,
  );
  const waiting = query.trim() !== debounced || isFetching;
  const openPage = () => {
    setToPage(true);
    navigate(teamPath(searchPagePath(query)));
  };
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !query.trim() || selectedAction(store)) return;
    openPage();
    store.updateState((state) => ({ ...state, opened: false }));
  };
  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      onSpotlightOpen={() => {
        clearSelection(store);
        setToPage(false);
      }}
      returnFocus={!toPage}
      scrollable
      maxHeight="70vh"
      size="lg"
      yOffset={72}
      // The dialog's accessible name (the palette has no title row).
      attributes={{ content: { 'aria-label': 'Search' } }}
    >
      <Spotlight.Search
        placeholder={SEARCH_PLACEHOLDER}
        aria-label="Search"
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={waiting && query.trim() ? <Loader size="xs" aria-label="Searching" /> : null}
        onKeyDown={onSearchKeyDown}
      />
      <Spotlight.ActionsList aria-label="Search results">
        {/* First, so the selection Spotlight puts on the first action after each key is this one: Enter on the
            query opens the page, ArrowDown steps into the results. Not offered once nothing was found. */}
        {query.trim() && !(debounced && !waiting && !isError && groups.length === 0) && (
          <Spotlight.Action
            onClick={openPage}
            label="See all results"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          />
        )}
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
                      <MarkedTitle title={item.title} ranges={item.highlights} />
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
        {isError && !waiting && <Spotlight.Empty>{SEARCH_UNAVAILABLE}</Spotlight.Empty>}
      </Spotlight.ActionsList>
      <Text size="xs" c="dimmed" px="md" py="xs" role="note">
        {INACTIVE_NOTE}
      </Text>
    </Spotlight.Root>
  );
}

/** The result the arrows selected, as Spotlight finds it on Enter (the mark on the element, not the index). */
function selectedAction(store: SpotlightStore): Element | null {
  const { listId } = store.getState();
  return listId ? (document.getElementById(listId)?.querySelector('[data-selected]') ?? null) : null;
}

/** Spotlight keeps the mark of the last selection when it reopens: nothing is selected until a key. */
function clearSelection(store: SpotlightStore) {
  selectedAction(store)?.removeAttribute('data-selected');
  store.updateState((state) => ({ ...state, selected: -1 }));
}

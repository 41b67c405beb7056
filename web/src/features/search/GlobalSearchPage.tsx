import { Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Page } from '../../components/Page';
import { usePageTitle } from '../../config/EditionContext';
import { usePhoneLayout } from '../../theme/use-phone-layout';
import { SearchResultGroups } from './components/SearchResultGroups';
import {
  INACTIVE_NOTE,
  NO_RESULTS,
  resultGroups,
  SEARCH_PLACEHOLDER,
  SEARCH_UNAVAILABLE,
} from './search-results';
import { useGlobalSearchQuery } from './searchApi';
import { useResultKeys } from './use-result-keys';
import { useSearchAddress } from './use-search-address';
import { useTeamNames } from './use-team-names';

const count = (n: number) => (n === 1 ? '1 result' : `${n} results`);

/**
 * /search?q= (issue 19): search/global's answer whole (up to 10 a group, the palette previews 3), grouped Posts,
 * Events, Roster, Plays in best-score order (spec 1 §2), with its own field kept in the address.
 */
export function GlobalSearchPage() {
  usePageTitle('Search');
  const phone = usePhoneLayout();
  const { q, text, setText, submit } = useSearchAddress();
  const { fieldRef, listRef, onFieldKeyDown, onListKeyDown } = useResultKeys();
  const teamNames = useTeamNames();
  const { data, currentData, isFetching, isError } = useGlobalSearchQuery({ query: q }, { skip: q === '' });
  const answer = q ? (currentData ?? data) : undefined;
  const groups = answer ? resultGroups(answer, teamNames) : [];
  const found = groups.reduce((sum, { items }) => sum + items.length, 0);
  const waiting = text.trim() !== q || isFetching;
  const settled = q !== '' && !waiting;

  // Desktop: type at once. A phone keeps its keyboard down when there are results to read.
  const [focusOnArrival] = useState(() => !phone || q === '');

  return (
    <Page title="Search">
      <form
        role="search"
        aria-label="Search results"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextInput
          ref={fieldRef}
          autoFocus={focusOnArrival}
          type="search"
          aria-label={SEARCH_PLACEHOLDER}
          placeholder={SEARCH_PLACEHOLDER}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={waiting && text.trim() ? <Loader size="xs" aria-label="Searching" /> : null}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onFieldKeyDown}
        />
      </form>
      <Text size="sm" c="dimmed" mt="xs" mb="md" role="note">
        {INACTIVE_NOTE}
      </Text>
      <Stack gap="md" aria-busy={waiting}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {settled && !isError && (found === 0 ? NO_RESULTS : count(found))}
          {settled && isError && SEARCH_UNAVAILABLE}
        </Text>
        {groups.length > 0 && (
          <SearchResultGroups groups={groups} listRef={listRef} onKeyDown={onListKeyDown} />
        )}
      </Stack>
    </Page>
  );
}

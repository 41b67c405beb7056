import { Paper, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type Ref } from 'react';

/**
 * Global search needs the search service (spec 1 §2), which is not served yet; the box says so
 * rather than pretending to find nothing.
 */
export function SearchBox({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState(false);
  return (
    <form
      role="search"
      style={{ position: 'relative', flex: 1, maxWidth: 420, minWidth: 0 }}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(query.trim().length > 0);
      }}
    >
      <TextInput
        ref={inputRef}
        type="search"
        placeholder="Search"
        aria-label="Search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setSubmitted(false);
        }}
      />
      {submitted && (
        <Paper shadow="md" p="sm" pos="absolute" top="110%" left={0} right={0} style={{ zIndex: 20 }}>
          <Text role="status" size="sm">
            Search across posts, events, roster and plays is coming soon.
          </Text>
        </Paper>
      )}
    </form>
  );
}

import { TextInput } from '@mantine/core';
import { createSpotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState, type Ref } from 'react';

// The palette and its styles load on first use: the header stays in the entry chunk without them.
const SearchPalette = lazy(() => import('./SearchPalette').then((m) => ({ default: m.SearchPalette })));

/**
 * The header search box (spec 1 §2): clicking it, pressing Enter or typing into it opens the search palette with
 * what was typed. Focus alone does not open it (the navbar's Search focuses the box; closing the palette
 * gives focus back to the box, which must not reopen it).
 */
export function GlobalSearch({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  const [[store, actions]] = useState(() => createSpotlight());
  const [started, setStarted] = useState<{ query: string } | null>(null);
  const open = (query = '') => {
    setStarted({ query });
    actions.open();
  };
  return (
    <div role="search" style={{ position: 'relative', flex: 1, maxWidth: 420, minWidth: 0 }}>
      <TextInput
        ref={inputRef}
        type="search"
        placeholder="Search"
        aria-label="Search"
        aria-haspopup="dialog"
        leftSection={<IconSearch size={16} aria-hidden />}
        value=""
        onChange={(event) => open(event.currentTarget.value)}
        onClick={() => open()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'ArrowDown') open();
        }}
      />
      {started && (
        <Suspense fallback={null}>
          <SearchPalette key={started.query} store={store} initialQuery={started.query} />
        </Suspense>
      )}
    </div>
  );
}

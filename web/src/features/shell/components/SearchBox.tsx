import type { Ref } from 'react';
import { GlobalSearch } from '../../search/GlobalSearch';

/** The header's search box: the global search palette of the search service (spec 1 §2). */
export function SearchBox({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  return <GlobalSearch inputRef={inputRef} />;
}

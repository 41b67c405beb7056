import { useCallback, useRef, type KeyboardEvent } from 'react';

/** The attribute every result link carries: the arrow keys step through these, in the page's order. */
export const RESULT_ATTRIBUTE = 'data-search-result';

/**
 * Arrow keys on the results page: Down from the field goes to the first result, Up and Down step through the
 * results across groups, Home and End jump, Up from the first result returns to the field. Tab still walks the
 * same links and Enter opens one (they are links).
 */
export function useResultKeys() {
  const fieldRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const onFieldKeyDown = useCallback((event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = resultsIn(listRef.current)[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  }, []);

  const onListKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const all = resultsIn(listRef.current);
    const at = all.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const target = stepTo(event.key, at, all, fieldRef.current);
    if (!target) return;
    event.preventDefault();
    target.focus();
  }, []);

  return { fieldRef, listRef, onFieldKeyDown, onListKeyDown };
}

function stepTo(key: string, at: number, all: HTMLElement[], field: HTMLElement | null) {
  switch (key) {
    case 'ArrowDown':
      return all[Math.min(at + 1, all.length - 1)];
    case 'ArrowUp':
      return at === 0 ? field : all[at - 1];
    case 'Home':
      return all[0];
    case 'End':
      return all[all.length - 1];
    default:
      return undefined;
  }
}

function resultsIn(list: HTMLElement | null): HTMLElement[] {
  return Array.from(list?.querySelectorAll<HTMLElement>(`[${RESULT_ATTRIBUTE}]`) ?? []);
}

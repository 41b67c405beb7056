import { TIMINGS } from '@chalktalk/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The results page's field and its address: what is typed reaches q 500 ms after the last key (spec 1 §9),
 * replacing the history entry (one entry per visit, not one per pause); Enter writes it at once. A q changed
 * under the field (back, forward, a search started from the header) is shown in the field.
 */
export function useSearchAddress() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  // The last q this hook wrote or showed: a different q in the address came from outside.
  const known = useRef(q);
  useEffect(() => {
    if (q === known.current) return;
    known.current = q;
    setText(q);
  }, [q]);

  const write = useCallback(
    (value: string) => {
      const next = value.trim();
      if (next === known.current) return;
      known.current = next;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if (text.trim() === known.current) return;
    const timer = setTimeout(() => write(text), TIMINGS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, write]);

  return { q, text, setText, submit: () => write(text) };
}

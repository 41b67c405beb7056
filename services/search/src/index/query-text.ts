import { TEXT_LIMITS } from '@chalktalk/domain';

/** At most this many words of a query are matched (a pasted paragraph is not a search). */
export const MAX_QUERY_WORDS = 8;

/**
 * The words of a query as both adapters match them: lower case, letters and digits (any script) only, at most
 * MAX_QUERY_WORDS. Punctuation separates words ('pick-and-roll' is three words), as the indexers' analysers do.
 */
export function queryWords(text: string): string[] {
  return text
    .slice(0, TEXT_LIMITS.searchQuery)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * Where the query's words occur in a title, as [start, end) ranges for the web to mark: a title word that starts
 * with a query word (prefix as you type) or is one typo away from it (a name found through typo tolerance).
 */
export function highlightRanges(title: string, words: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of title.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0]
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '');
    const hit = words.some(
      (q) => word.startsWith(q) || (q.length >= 4 && withinOneEdit(word.slice(0, q.length + 1), q)),
    );
    if (hit) ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

/** True when a and b differ by at most one insertion, deletion, substitution or adjacent swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return true;
    return (
      diff.length === 2 &&
      diff[1] === diff[0]! + 1 &&
      a[diff[0]!] === b[diff[1]!] &&
      a[diff[1]!] === b[diff[0]!]
    );
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

import { highlightRanges, MAX_QUERY_WORDS, queryWords, withinOneEdit } from './query-text';

describe('query words and highlights', () => {
  it('splits on anything but letters and digits, lower case, accents folded', () => {
    expect(queryWords('  Pick-and-Roll #23 ')).toEqual(['pick', 'and', 'roll', '23']);
    expect(queryWords('Zoé Müller')).toEqual(['zoe', 'muller']);
    expect(queryWords(' -- ')).toEqual([]);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(MAX_QUERY_WORDS);
  });

  it('marks title words that start with a query word or are one typo away', () => {
    expect(highlightRanges('Maya Lopez', ['may'])).toEqual([[0, 4]]);
    expect(highlightRanges('Horns Motion', ['motoin'])).toEqual([[6, 12]]);
    expect(highlightRanges('Horns Motion', ['zone'])).toEqual([]);
  });

  it('counts one edit: substitution, insertion, deletion, adjacent swap', () => {
    expect(withinOneEdit('motion', 'motoin')).toBe(true);
    expect(withinOneEdit('zipper', 'zipepr')).toBe(true);
    expect(withinOneEdit('horns', 'horn')).toBe(true);
    expect(withinOneEdit('horns', 'hxrns')).toBe(true);
    expect(withinOneEdit('horns', 'hxrnz')).toBe(false);
  });
});

import { dropAt, shiftItem } from './positions';

const siblings = [
  { id: 'a', position: null },
  { id: 'b', position: null },
  { id: 'c', position: null },
];

describe('shiftItem', () => {
  it('swaps with the neighbour and renumbers the siblings', () => {
    expect(shiftItem(siblings, 'b', -1)).toEqual({ b: 0, a: 1, c: 2 });
    expect(shiftItem(siblings, 'b', 1)).toEqual({ a: 0, c: 1, b: 2 });
  });

  it('does nothing at the ends or for an unknown item', () => {
    expect(shiftItem(siblings, 'a', -1)).toEqual({});
    expect(shiftItem(siblings, 'c', 1)).toEqual({});
    expect(shiftItem(siblings, 'x', 1)).toEqual({});
  });

  it('answers only the positions that change', () => {
    const numbered = siblings.map((s, i) => ({ ...s, position: i }));
    expect(shiftItem(numbered, 'c', -1)).toEqual({ c: 1, b: 2 });
  });
});

describe('dropAt', () => {
  it('places the item at the index and renumbers', () => {
    expect(dropAt(siblings, 'c', 0)).toEqual({ c: 0, a: 1, b: 2 });
    expect(dropAt(siblings, 'a', 5)).toEqual({ b: 0, c: 1, a: 2 });
  });
});

import { etagMatches } from './conditional-get';

describe('etagMatches', () => {
  it('matches the tag among a list, weak or strong, and *', () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
    expect(etagMatches('', '"b"')).toBe(false);
  });
});

import { PosterKeys } from './poster-keys';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const NOON = Date.UTC(2026, 11, 2, 12);

describe('PosterKeys', () => {
  const keys = new PosterKeys(SECRET);

  it('names the user it was issued to, and stays the same all day', () => {
    const { key, expiresAt } = keys.issue('u1', NOON);
    expect(keys.userOf(key, NOON)).toBe('u1');
    expect(keys.issue('u1', NOON + 6 * 3_600_000).key).toBe(key);
    expect(expiresAt).toBe('2026-12-04T00:00:00.000Z');
  });

  it('refuses an expired, forged or foreign key', () => {
    const { key } = keys.issue('u1', NOON);
    expect(keys.userOf(key, Date.UTC(2026, 11, 4, 0, 0, 1))).toBeNull();
    expect(keys.userOf(`${key.slice(0, -2)}xx`, NOON)).toBeNull();
    expect(new PosterKeys(`${SECRET}-other`).userOf(key, NOON)).toBeNull();
    expect(keys.userOf('not-a-key', NOON)).toBeNull();
  });
});

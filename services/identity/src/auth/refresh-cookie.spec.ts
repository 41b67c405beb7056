import { clearedRefreshCookie, readRefreshCookie, refreshCookie } from './refresh-cookie';

describe('refresh cookie', () => {
  const now = new Date('2025-03-01T00:00:00Z');
  const expiresAt = new Date('2025-03-31T00:00:00Z');

  it('is httpOnly, Lax, scoped to the account path and Secure when configured', () => {
    const cookie = refreshCookie('abc', expiresAt, { path: '/api/account', secure: true }, now);
    expect(cookie).toContain('chalktalk_refresh=abc');
    expect(cookie).toContain('Path=/api/account');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
  });

  it('leaves Secure off for plain-http development', () => {
    expect(refreshCookie('abc', expiresAt, { path: '/', secure: false }, now)).not.toContain('Secure');
  });

  it('clears with an empty value that expires at once', () => {
    const cookie = clearedRefreshCookie({ path: '/api/account', secure: false });
    expect(cookie).toMatch(/^chalktalk_refresh=;/);
    expect(cookie).toContain('Max-Age=0');
  });

  it('finds the token among other cookies and ignores an empty one', () => {
    expect(readRefreshCookie('a=1; chalktalk_refresh=tok-en_1; b=2')).toBe('tok-en_1');
    expect(readRefreshCookie('chalktalk_refresh=')).toBeUndefined();
    expect(readRefreshCookie(undefined)).toBeUndefined();
  });
});

import { clearedSessionHintCookie, sessionHintCookie } from './session-hint-cookie';

describe('session hint cookie', () => {
  const now = new Date('2025-03-01T00:00:00Z');
  const expiresAt = new Date('2025-03-31T00:00:00Z');

  it('is readable by the app on every path and expires with the refresh token', () => {
    const cookie = sessionHintCookie(expiresAt, { secure: true }, now);
    expect(cookie).toMatch(/^chalktalk_signed_in=1;/);
    expect(cookie).toContain('Path=/;');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain(`Expires=${expiresAt.toUTCString()}`);
    expect(cookie).not.toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
  });

  it('leaves Secure off for plain-http development', () => {
    expect(sessionHintCookie(expiresAt, { secure: false }, now)).not.toContain('Secure');
  });

  it('clears with an empty value that expires at once', () => {
    const cookie = clearedSessionHintCookie({ secure: false });
    expect(cookie).toMatch(/^chalktalk_signed_in=;/);
    expect(cookie).toContain('Max-Age=0');
  });
});

import { isRecentLogin } from './account-changes.service';

describe('isRecentLogin', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('accepts a password typed within the window', () => {
    expect(isRecentLogin(ago(0), 300, now)).toBe(true);
    expect(isRecentLogin(ago(300), 300, now)).toBe(true);
  });

  it('refuses an older one, none at all, or one far in the future', () => {
    expect(isRecentLogin(ago(301), 300, now)).toBe(false);
    expect(isRecentLogin(undefined, 300, now)).toBe(false);
    expect(isRecentLogin(ago(-120), 300, now)).toBe(false);
  });
});

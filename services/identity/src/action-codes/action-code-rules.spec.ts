import {
  actionLink,
  hashActionCode,
  isUsable,
  looksLikeActionCode,
  newActionCode,
} from './action-code-rules';

describe('action code rules', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const code = {
    mode: 'verifyEmail' as const,
    usedAt: null,
    expiresAt: new Date('2025-06-02T12:00:00Z'),
    emailNormalized: 'ann@example.test',
  };
  const expected = { mode: 'verifyEmail' as const, accountEmailNormalized: 'ann@example.test' };

  it('issues 256-bit URL-safe codes and hashes them with SHA-256', () => {
    const a = newActionCode();
    expect(looksLikeActionCode(a)).toBe(true);
    expect(a).not.toBe(newActionCode());
    expect(hashActionCode(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(looksLikeActionCode('short')).toBe(false);
    expect(looksLikeActionCode(`${a.slice(0, 42)}=`)).toBe(false);
  });

  it('accepts an unspent, unexpired code of the right mode for the current address', () => {
    expect(isUsable(code, expected, now)).toBe(true);
  });

  it.each([
    ['spent', { ...code, usedAt: now }, expected],
    ['expired', { ...code, expiresAt: now }, expected],
    ['of the other mode', code, { ...expected, mode: 'resetPassword' as const }],
    ['for an address the account left', code, { ...expected, accountEmailNormalized: 'new@example.test' }],
  ])('refuses a code %s', (_, candidate, wanted) => {
    expect(isUsable(candidate, wanted, now)).toBe(false);
  });

  it('builds the /email-action link with mode, oobCode, apiKey and continueUrl', () => {
    const url = new URL(
      actionLink({ webOrigin: 'https://app.example', mode: 'resetPassword', code: 'abc', apiKey: 'kid-1' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://app.example/email-action');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      mode: 'resetPassword',
      oobCode: 'abc',
      apiKey: 'kid-1',
      continueUrl: 'https://app.example/login',
    });
  });
});

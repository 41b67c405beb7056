import { loginGate } from './login-gate';

describe('loginGate', () => {
  const rules = { botCheckAfterFailures: 3, slowdownBaseMs: 250, slowdownMaxMs: 4000 };

  it('lets an account without failures through at once and without a bot check', () => {
    expect(loginGate(0, rules)).toEqual({ botCheckRequired: false, delayMs: 0 });
  });

  it('doubles the wait with each failure of the account, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((failures) => loginGate(failures, rules).delayMs)).toEqual([
      250, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
  });

  it('asks for a bot check from the configured number of failures on, never a lock', () => {
    expect(loginGate(2, rules).botCheckRequired).toBe(false);
    expect(loginGate(3, rules).botCheckRequired).toBe(true);
    expect(loginGate(1000, rules)).toEqual({ botCheckRequired: true, delayMs: 4000 });
  });

  it('has no slowdown when the cap is 0', () => {
    expect(loginGate(7, { ...rules, slowdownMaxMs: 0 }).delayMs).toBe(0);
  });
});

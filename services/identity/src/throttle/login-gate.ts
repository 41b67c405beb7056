/** What a login attempt for an account must go through, given the account's recent failures. */
export interface LoginGate {
  /** The attempt must carry a solved bot check (spent on use). */
  botCheckRequired: boolean;
  /** How long the attempt waits before its password is checked. */
  delayMs: number;
}

export interface LoginGateRules {
  botCheckAfterFailures: number;
  slowdownBaseMs: number;
  slowdownMaxMs: number;
}

/**
 * OWASP's answer to password guessing without handing strangers a way to lock an account: every failure makes the
 * next attempts on that account slower (doubling, capped), and after a few the attempt needs a bot check that a
 * person passes once and a script pays for on every guess. Nobody is locked out; the owner waits at most the cap.
 */
export function loginGate(accountFailures: number, rules: LoginGateRules): LoginGate {
  const delayMs =
    accountFailures <= 0
      ? 0
      : Math.min(rules.slowdownBaseMs * 2 ** Math.min(accountFailures - 1, 30), rules.slowdownMaxMs);
  return { botCheckRequired: accountFailures >= rules.botCheckAfterFailures, delayMs };
}

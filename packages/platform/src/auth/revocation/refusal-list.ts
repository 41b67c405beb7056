/** What a revocation names: one login session (the token's `sid`), or every token of an account (`sub`). */
export type RefusalKind = 'session' | 'account';

export interface Refusal {
  kind: RefusalKind;
  subject: string;
  /** After this instant no access token the refusal could match is still valid, so it can be forgotten. */
  refuseUntil: Date;
}

/** The claims of a verified access token that a refusal can match. */
export interface TokenSubject {
  accountId: string;
  sessionId?: string;
}

/**
 * The access tokens this replica refuses although they are validly signed and unexpired: their session ended
 * (logout, password change, ...) or their account is gone. Held in memory so that the per-request check is two
 * Map lookups; RevocationSync fills it from the service's database and SessionsEndedHandler from the bus.
 */
export class RefusalList {
  /** Deadline (ms) per refused subject, one map per kind so a lookup builds no key string. */
  private readonly until: Record<RefusalKind, Map<string, number>> = {
    session: new Map(),
    account: new Map(),
  };

  refuse(refusals: readonly Refusal[]): void {
    for (const { kind, subject, refuseUntil } of refusals) {
      const map = this.until[kind];
      map.set(subject, Math.max(map.get(subject) ?? 0, refuseUntil.getTime()));
    }
  }

  isRefused(token: TokenSubject, now: number = Date.now()): boolean {
    if ((this.until.account.get(token.accountId) ?? 0) > now) return true;
    return token.sessionId !== undefined && (this.until.session.get(token.sessionId) ?? 0) > now;
  }

  /** Drops refusals whose tokens have all expired anyway, so memory follows the last token lifetime only. */
  prune(now: number = Date.now()): void {
    for (const map of Object.values(this.until))
      for (const [subject, until] of map) if (until <= now) map.delete(subject);
  }

  get size(): number {
    return this.until.session.size + this.until.account.size;
  }
}

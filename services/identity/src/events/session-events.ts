import {
  create,
  type SessionsEnded,
  SessionsEndedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import type { DomainEvent } from '@chalktalk/platform';

/** Why sessions ended; for logs only, every service refuses the tokens alike. */
export type SessionEndReason =
  | 'logout'
  | 'password-changed'
  | 'password-reset'
  | 'reauthenticated'
  | 'refresh-token-reused'
  | 'account-deleted'
  | 'sso-linked';

/** Verifiers may accept a token a little after its exp (clock skew): the refusal outlives it by this much. */
const CLOCK_SKEW_MS = 60_000;

export interface EndedSessions {
  accountId: string;
  /** The ended sessions (refresh-token families): their access tokens carry the id as `sid`. */
  sessionIds: string[];
  /** Every token of the account, also those without a `sid` (the account is deleted). */
  allSessions?: boolean;
  reason: SessionEndReason;
  endedAt: Date;
  /** The access-token lifetime: a token issued just before `endedAt` is valid for this long. */
  accessTokenTtlSeconds: number;
}

/** SessionsEnded on identity.session.v1, keyed by the account so its session events stay in order. */
export function sessionsEnded(ended: EndedSessions): DomainEvent<SessionsEnded> {
  const refuseUntil = new Date(ended.endedAt.getTime() + ended.accessTokenTtlSeconds * 1000 + CLOCK_SKEW_MS);
  return {
    topic: Topics.IdentitySession,
    key: ended.accountId,
    actorId: ended.accountId,
    schema: SessionsEndedSchema,
    payload: create(SessionsEndedSchema, {
      accountId: ended.accountId,
      sessionIds: ended.sessionIds,
      allSessions: ended.allSessions ?? false,
      endedAt: timestampFromDate(ended.endedAt),
      refuseUntil: timestampFromDate(refuseUntil),
      reason: ended.reason,
    }),
  };
}

import { type SessionsEnded, timestampDate } from '@chalktalk/contracts';
import type { Refusal } from './refusal-list';

/**
 * How long to refuse when an event carries no deadline (a producer that forgot it): a day outlives any access
 * token identity issues, so the refusal cannot end early; it only costs memory for longer.
 */
const FALLBACK_REFUSAL_MS = 24 * 3_600_000;

/** The refusals a SessionsEnded event asks for. */
export function refusalsOf(ended: SessionsEnded, now: Date = new Date()): Refusal[] {
  const refuseUntil = ended.refuseUntil
    ? timestampDate(ended.refuseUntil)
    : new Date(now.getTime() + FALLBACK_REFUSAL_MS);
  const refusals: Refusal[] = ended.sessionIds
    .filter((id) => id !== '')
    .map((subject) => ({ kind: 'session', subject, refuseUntil }));
  if (ended.allSessions && ended.accountId !== '')
    refusals.push({ kind: 'account', subject: ended.accountId, refuseUntil });
  return refusals;
}

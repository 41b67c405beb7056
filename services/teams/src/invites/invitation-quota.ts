import { AppError } from '@chalktalk/domain';
import type { EntityManager } from 'typeorm';

/**
 * Bulk invitations are capped so a team or program admin cannot turn the product into a mail cannon:
 * - per call: 150 addresses in all (player, coach and admin lists together): the largest team in the spec's
 *   size table (football collegiate: 120 players, 12 coaches, 1 admin) fits in one call;
 * - per inviter: 500 addresses in any 60 minutes, across teams and programs (about four such rosters).
 */
export const MAX_INVITES_PER_CALL = 150;
export const MAX_INVITES_PER_HOUR = 500;
export const INVITES_PER_HOUR_MESSAGE =
  'You have sent too many invitations in the last hour. Please try again later.';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts `addresses` more invited addresses for the inviter in the caller's transaction, or refuses with 429
 * G001 when they would pass the hourly cap (the transaction then rolls back: nothing was invited). Calls of
 * one inviter are serialised by an advisory lock, so two at once cannot both slip under the cap. The count lives
 * in invitations_sent, which outlives the links (they go with their team).
 */
export async function takeInvitationQuota(
  manager: EntityManager,
  inviterId: string,
  addresses: number,
  now: Date,
): Promise<void> {
  if (addresses <= 0) return;
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`teams.invitations:${inviterId}`]);
  const [row] = (await manager.query(
    'SELECT COALESCE(SUM(addresses), 0)::int AS sent FROM invitations_sent WHERE inviter_id = $1 AND sent_at > $2',
    [inviterId, new Date(now.getTime() - HOUR_MS)],
  )) as { sent: number }[];
  const sent = row?.sent ?? 0;
  if (sent + addresses > MAX_INVITES_PER_HOUR)
    throw new AppError('G001', {
      status: 429,
      message: INVITES_PER_HOUR_MESSAGE,
      details: [
        {
          path: '',
          message: `At most ${MAX_INVITES_PER_HOUR} invited addresses per hour; ${Math.max(0, MAX_INVITES_PER_HOUR - sent)} left`,
        },
      ],
    });
  await manager.query('INSERT INTO invitations_sent (inviter_id, addresses, sent_at) VALUES ($1, $2, $3)', [
    inviterId,
    addresses,
    now,
  ]);
}

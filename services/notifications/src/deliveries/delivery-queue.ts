import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

/**
 * The queue operations mail and push deliveries share: their tables have the same status, next_attempt_at and
 * created_at columns and a unique key per event and recipient.
 */

/** Records a delivery; a second row for the same event and recipient is ignored (events arrive at least once). */
export async function enqueueOnce<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  delivery: E,
): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(entity)
    .values(delivery as QueryDeepPartialEntity<E>)
    .orIgnore()
    .execute();
}

/**
 * Claims the oldest due delivery under a row lock; SKIP LOCKED lets replicas (and overlapping ticks) each take a
 * different one, so nothing is sent twice at once.
 */
export function claimOldestDue<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  now: Date,
): Promise<E | null> {
  return manager
    .getRepository(entity)
    .createQueryBuilder('d')
    .setLock('pessimistic_write')
    .setOnLocked('skip_locked')
    .where('d.status = :status AND d.next_attempt_at <= :now', { status: 'pending', now })
    .orderBy('d.created_at', 'ASC')
    .limit(1)
    .getOne();
}

import type { EntityManager } from 'typeorm';

/**
 * Records that `consumer` processed `eventId`, in the handler's transaction. False when it already had:
 * the event is a redelivery and the handler must not run. A concurrent delivery of the same event waits on the
 * primary key until the first transaction ends, then sees the row.
 */
export async function markProcessed(
  manager: EntityManager,
  consumer: string,
  eventId: string,
  topic: string,
): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `INSERT INTO platform_inbox (consumer, event_id, topic) VALUES ($1, $2, $3)
     ON CONFLICT (consumer, event_id) DO NOTHING RETURNING event_id`,
    [consumer, eventId, topic],
  );
  return rows.length === 1;
}

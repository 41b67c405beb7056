import type { Message } from '@chalktalk/contracts';
import {
  type DataSource,
  type EntityManager,
  type EntityTarget,
  type FindOptionsOrder,
  type FindOptionsWhere,
  MoreThan,
} from 'typeorm';
import type { DomainEvent } from '../events/event-bus.types';

export const SNAPSHOT_SOURCE_METADATA = 'chalktalk:snapshotSource';

/**
 * One item of a topic's snapshot: the event the owner would publish for the current state of one thing, stamped
 * so that consumers guarding by version keep a newer live event over it and take it over anything older.
 */
export interface SnapshotItem<M extends Message = Message> {
  event: DomainEvent<M>;
  /**
   * The envelope's occurred_at. Take it after the page's rows are locked (`FOR SHARE`) and with the clock the
   * topic's writers stamp with: a writer that changed a row before the lock stamped earlier, one after it waits
   * for the page's transaction and stamps later.
   */
  occurredAt: Date;
}

export interface SnapshotPage {
  items: SnapshotItem[];
  /** Cursor of the next page (the last item's key in the source's stable order); null on the last page. */
  next: string | null;
}

/**
 * The current state of one topic's aggregates, a page at a time in a stable order (the cursor is the last key
 * answered, an id). Mark the provider with @SnapshotSource(topic); the platform's internal endpoint serves it.
 */
export interface SnapshotProvider {
  page(after: string | null, limit: number): Promise<SnapshotPage>;
}

/** Marks an injectable provider as the snapshot of `topic` (one provider per topic per service). */
export const SnapshotSource =
  (topic: string): ClassDecorator =>
  (target) => {
    Reflect.defineMetadata(SNAPSHOT_SOURCE_METADATA, topic, target);
  };

/** The page's cursor for keyset paging: the last key when the page is full, else null (no more rows). */
export function nextCursor<T>(rows: readonly T[], limit: number, keyOf: (row: T) => string): string | null {
  return rows.length === limit && rows.length > 0 ? keyOf(rows[rows.length - 1]!) : null;
}

/**
 * A page of one entity's rows in id order for a snapshot: read in a transaction with the rows locked FOR SHARE,
 * then stamped with the process clock (the clock the outbox stamps events with; see SnapshotItem.occurredAt).
 * `toItems` turns the page into events (it may leave rows out, or read more in the same transaction); the cursor
 * moves over every row read, so a page whose rows all stay out still moves on.
 */
export function lockedEntityPage<E extends { id: string }>(
  db: DataSource,
  entity: EntityTarget<E>,
  after: string | null,
  limit: number,
  toItems: (rows: E[], stamp: Date, manager: EntityManager) => SnapshotItem[] | Promise<SnapshotItem[]>,
): Promise<SnapshotPage> {
  return db.transaction(async (manager) => {
    const rows = await manager.getRepository(entity).find({
      where: (after ? { id: MoreThan(after) } : {}) as FindOptionsWhere<E>,
      order: { id: 'ASC' } as FindOptionsOrder<E>,
      take: limit,
      lock: { mode: 'pessimistic_read' },
    });
    const stamp = new Date();
    return { items: await toItems(rows, stamp, manager), next: nextCursor(rows, limit, (row) => row.id) };
  });
}

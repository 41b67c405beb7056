import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource, type EntitySubscriberInterface, type TransactionCommitEvent } from 'typeorm';
import type { Logger } from 'pino';
import { createLogger } from '../../logging/logger';
import { backoffDelay, sleep } from '../backoff';
import {
  type BusMessage,
  EVENT_BUS_ADAPTER,
  EVENT_BUS_OPTIONS,
  type EventBusAdapter,
  type EventBusModuleOptions,
} from '../event-bus.types';
import { OUTBOX_APPENDED } from '../outbox/outbox.service';

// Only one relay per database publishes at a time, so records leave in id order even with several replicas.
const RELAY_LOCK = 7_283_190_411;
const PURGE_EVERY_MS = 10 * 60_000;
const KEEP_PUBLISHED = '7 days';

interface OutboxRow {
  id: string;
  topic: string;
  key: string;
  payload: Buffer;
  headers: Record<string, string>;
}

/** Outbox ids come from a bigint column; only digits ever reach the statement text. */
const BIGINT = /^\d{1,19}$/;

function bigintArray(ids: readonly string[]): string {
  for (const id of ids) if (!BIGINT.test(id)) throw new Error(`not an outbox id: ${id}`);
  return `'{${ids.join(',')}}'::bigint[]`;
}

/**
 * One round trip opens the relay's transaction, takes the lock, marks what became durable since the last batch
 * and reads the next batch (a simple-protocol query of several statements; every value in it is a number checked
 * above). The transaction stays open until the batch is handed to the bus, as before.
 */
export function batchStatement(
  durableIds: readonly string[],
  inFlightIds: readonly string[],
  limit: number,
): string {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`bad batch size: ${limit}`);
  const mark =
    durableIds.length === 0
      ? ''
      : `UPDATE platform_outbox SET published_at = now() WHERE id = ANY(${bigintArray(durableIds)});\n`;
  return (
    `BEGIN;\nSELECT pg_try_advisory_xact_lock(${RELAY_LOCK}) AS locked;\n${mark}` +
    `SELECT id, topic, key, payload, headers FROM platform_outbox\n` +
    ` WHERE published_at IS NULL AND NOT (id = ANY(${bigintArray(inFlightIds)}))\n` +
    ` ORDER BY id LIMIT ${limit}`
  );
}

/**
 * Publishes committed outbox records in id order and marks them published once the bus holds them durably.
 * Wakes right after a transaction that appended records commits, polls as a fallback (other replicas, missed
 * wake-ups), and on boot publishes whatever an earlier process left unpublished.
 *
 * Records that became durable are marked in the next batch's transaction (at the latest at the next poll, and at
 * shutdown), not in a statement of their own: under a stream of writes a batch costs two round trips (the batch
 * statement, then COMMIT) instead of five (issue 12: the relay was a tenth of a save's statements). A crash before
 * the mark republishes those records on the next boot, which consumers skip through their inbox, as before.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger: Logger;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly flushTimeoutMs: number;
  private running = false;
  private loop?: Promise<void>;
  private wakeUp?: () => void;
  private pendingWake = false;
  private readonly inFlight = new Map<string, Promise<void>>();
  /** Published and durable, not yet marked in the table. */
  private durableIds: string[] = [];
  private lastPurge = 0;
  private readonly subscriber: EntitySubscriberInterface = {
    afterTransactionCommit: (event: TransactionCommitEvent) => {
      const data = event.queryRunner.data as Record<string, unknown> | undefined;
      // Savepoint releases also report a commit; only the outermost commit makes the records visible.
      if (data?.[OUTBOX_APPENDED] && !event.queryRunner.isTransactionActive) {
        data[OUTBOX_APPENDED] = false;
        this.wake();
      }
    },
  };

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_BUS_ADAPTER) private readonly adapter: EventBusAdapter,
    @Inject(EVENT_BUS_OPTIONS) options: EventBusModuleOptions,
  ) {
    this.logger = createLogger(`${options.service}.outbox-relay`);
    this.pollIntervalMs = options.relay?.pollIntervalMs ?? 1000;
    this.batchSize = options.relay?.batchSize ?? 100;
    this.flushTimeoutMs = options.relay?.flushTimeoutMs ?? 5000;
  }

  onApplicationBootstrap(): void {
    this.dataSource.subscribers.push(this.subscriber);
    this.running = true;
    this.loop = this.run();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake();
    await this.loop;
    // Flush: whatever is committed by now goes out, then give it a moment to become durable.
    await this.drain().catch((error: unknown) => this.logger.warn({ err: error }, 'final flush failed'));
    await Promise.race([Promise.allSettled(this.inFlight.values()), sleep(this.flushTimeoutMs)]);
    if (this.inFlight.size > 0) {
      this.logger.warn(
        { records: this.inFlight.size },
        'records not yet durable at shutdown; republished on next boot',
      );
    }
    await this.markPublished(this.durableIds.splice(0));
    const index = this.dataSource.subscribers.indexOf(this.subscriber);
    if (index >= 0) this.dataSource.subscribers.splice(index, 1);
  }

  /** Publish now instead of at the next poll. */
  wake(): void {
    this.pendingWake = true;
    this.wakeUp?.();
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      this.pendingWake = false;
      try {
        await this.drain();
        await this.purgeOld();
        failures = 0;
        await this.idle(this.pollIntervalMs);
      } catch (error) {
        failures += 1;
        const delay = backoffDelay(failures, { initialDelayMs: 200, maxDelayMs: 10_000 });
        this.logger.warn({ err: error, retryInMs: delay }, 'outbox relay could not publish');
        await this.idle(delay);
      }
    }
  }

  private idle(ms: number): Promise<void> {
    if (this.pendingWake || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = undefined;
        done();
      };
    });
  }

  /** Publishes batches until no unpublished record is left that is not already on its way. */
  private async drain(): Promise<void> {
    for (;;) {
      const published = await this.publishBatch();
      if (published < this.batchSize) return;
    }
  }

  private async publishBatch(): Promise<number> {
    const client = await this.pool().connect();
    const marked = this.durableIds;
    this.durableIds = [];
    let failed: unknown;
    try {
      const results = (await client.query(
        batchStatement(marked, [...this.inFlight.keys()], this.batchSize),
      )) as unknown as { rows: unknown[] }[];
      const [{ locked }] = results[1].rows as { locked: boolean }[];
      const rows = (locked ? results[results.length - 1].rows : []) as OutboxRow[];
      if (rows.length > 0) await this.publish(rows);
      await client.query('COMMIT');
      return rows.length;
    } catch (error) {
      failed = error;
      // Not marked after all: the next batch marks them.
      this.durableIds.push(...marked);
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      // A connection whose transaction state is unknown is closed rather than handed to the next caller.
      client.release(failed instanceof Error ? failed : undefined);
    }
  }

  /** Hands rows to the bus (still inside the locked transaction, so records leave in id order). */
  private async publish(rows: OutboxRow[]): Promise<void> {
    const messages: BusMessage[] = rows.map((row) => ({
      topic: row.topic,
      key: row.key,
      value: row.payload,
      headers: row.headers ?? {},
    }));
    const receipt = await this.adapter.publish(messages);
    const ids = rows.map((row) => row.id);
    const settled = receipt.durable.then(
      () => {
        this.durableIds.push(...ids);
      },
      (error: unknown) => this.logger.warn({ err: error, ids }, 'publish not durable; will retry'),
    );
    const tracked = settled.finally(() => ids.forEach((id) => this.inFlight.delete(id)));
    for (const id of ids) this.inFlight.set(id, tracked);
  }

  private pool(): Pool {
    return (this.dataSource.driver as unknown as { master: Pool }).master;
  }

  private async markPublished(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    try {
      await this.dataSource.query(
        `UPDATE platform_outbox SET published_at = now() WHERE id = ANY($1::bigint[])`,
        [ids],
      );
    } catch (error) {
      // Not fatal: the records are republished later and consumers skip what they already processed.
      this.logger.warn({ err: error, ids }, 'could not mark records published');
    }
  }

  private async purgeOld(): Promise<void> {
    if (Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    await this.dataSource.query(
      `DELETE FROM platform_outbox WHERE published_at < now() - interval '${KEEP_PUBLISHED}'`,
    );
  }
}

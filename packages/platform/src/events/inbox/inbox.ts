import type { PoolClient } from 'pg';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

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

/** Values plain enough to be written into statement text: service names, event ids (uuids), topic names. */
const PLAIN = /^[\w.:-]{1,200}$/;

/**
 * Runs `work` in one transaction that first records the event in the inbox (markProcessed); `work` runs only when
 * the event is new. Returns whether it was. TypeORM's START TRANSACTION and the inbox INSERT go to Postgres in one
 * round trip (a simple-protocol query of the two statements, the values checked by PLAIN): a consumer's
 * bookkeeping was three round trips per event (issue 12: with three consumers of a saved play, nine of a save's
 * ~26 statements). Values that are not plain, or a TypeORM that starts transactions another way, take the
 * separate INSERT; the transaction, the inbox row and what `work` sees are the same either way.
 */
export async function inInboxTransaction(
  dataSource: DataSource,
  consumer: string,
  eventId: string,
  topic: string,
  work: (manager: EntityManager) => Promise<void>,
): Promise<boolean> {
  const runner = dataSource.createQueryRunner();
  try {
    const started = [consumer, eventId, topic].every((value) => PLAIN.test(value))
      ? startWithInboxRow(runner, consumer, eventId, topic)
      : undefined;
    await runner.startTransaction();
    const fresh = (await started?.()) ?? (await markProcessed(runner.manager, consumer, eventId, topic));
    if (fresh) await work(runner.manager);
    await runner.commitTransaction();
    return fresh;
  } catch (error) {
    await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

/**
 * Makes the runner's next START TRANSACTION carry the inbox INSERT along; the returned function tells, after
 * startTransaction, whether the row was new (undefined when the START never came this way).
 */
function startWithInboxRow(
  runner: QueryRunner,
  consumer: string,
  eventId: string,
  topic: string,
): () => Promise<boolean | undefined> {
  const query = runner.query;
  let fresh: boolean | undefined;
  runner.query = (async (text: string, ...rest: unknown[]) => {
    if (text !== 'START TRANSACTION')
      return (query as (...args: unknown[]) => unknown).call(runner, text, ...rest);
    runner.query = query;
    const client = (await runner.connect()) as PoolClient;
    const results = (await client.query(
      `START TRANSACTION;
       INSERT INTO platform_inbox (consumer, event_id, topic) VALUES ('${consumer}', '${eventId}', '${topic}')
       ON CONFLICT (consumer, event_id) DO NOTHING RETURNING event_id`,
    )) as unknown as { rows: unknown[] }[];
    fresh = results[1].rows.length === 1;
    return undefined;
  }) as QueryRunner['query'];
  return async () => {
    runner.query = query;
    return fresh;
  };
}

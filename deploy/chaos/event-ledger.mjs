// Reads what the services' databases say about the events of a time window: every outbox row written since then
// (per producer, topic and type, and whether the relay published it) and, per consuming service, which of those
// events its inbox (platform_inbox, the processed-events table written in the handler's transaction) holds.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

async function withDatabase(adminUrl, database, run) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Outbox rows of every service created at or after `since`: [{ producer, eventId, topic, type, published }]. */
export async function outboxSince(adminUrl, services, since) {
  const rows = [];
  for (const producer of services) {
    const result = await withDatabase(adminUrl, producer, (db) =>
      db.query(
        `SELECT event_id::text AS "eventId", topic, type, published_at IS NOT NULL AS published
           FROM platform_outbox WHERE created_at >= $1`,
        [since],
      ),
    );
    for (const row of result.rows) rows.push({ producer, ...row });
  }
  return rows;
}

/** The events of `eventIds` that `consumer`'s inbox holds, counted per topic (one row per event by primary key). */
export async function processedCounts(adminUrl, consumer, eventIds) {
  if (eventIds.length === 0) return new Map();
  const result = await withDatabase(adminUrl, consumer, (db) =>
    db.query(
      `SELECT topic, count(*)::int AS n FROM platform_inbox
        WHERE consumer = $1 AND event_id = ANY($2::uuid[]) GROUP BY topic`,
      [consumer, eventIds],
    ),
  );
  return new Map(result.rows.map((row) => [row.topic, row.n]));
}

/** Which of `ids` are missing from `table` of `database` (the acknowledged writes' check). */
export async function missingRows(adminUrl, database, table, ids) {
  if (ids.length === 0) return [];
  const result = await withDatabase(adminUrl, database, (db) =>
    db.query(`SELECT id::text FROM ${table} WHERE id = ANY($1::uuid[])`, [ids]),
  );
  const found = new Set(result.rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/**
 * The comparison: per topic and consuming service, the events it must apply (outbox rows on the topic of a type it
 * handles) against those its inbox holds. Rows: { topic, consumer, outbox, published, expected, processed }.
 */
export async function compare(adminUrl, services, bindingsOf, since) {
  const outbox = await outboxSince(adminUrl, services, since);
  const rows = [];
  for (const consumer of services) {
    const bindings = bindingsOf(consumer);
    const wanted = outbox.filter((event) => {
      const types = bindings.get(event.topic);
      return types && (types.has('*') || types.has(event.type));
    });
    const processed = await processedCounts(
      adminUrl,
      consumer,
      wanted.map((event) => event.eventId),
    );
    for (const topic of [...new Set(wanted.map((event) => event.topic))].sort()) {
      const onTopic = outbox.filter((event) => event.topic === topic);
      rows.push({
        topic,
        consumer,
        outbox: onTopic.length,
        published: onTopic.filter((event) => event.published).length,
        expected: wanted.filter((event) => event.topic === topic).length,
        processed: processed.get(topic) ?? 0,
      });
    }
  }
  const unpublished = outbox.filter((event) => !event.published).length;
  return { rows, outboxRows: outbox.length, unpublished };
}

import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** `<service>.<table>` → row count and an md5 of every row, in a stable order. */
export type Fingerprint = Record<string, string>;

/**
 * A fingerprint of every table of every service's database, read through each service's own DataSource:
 * two equal fingerprints mean no row was added, removed or changed anywhere.
 */
export async function fingerprintOf(apps: Record<string, INestApplication>): Promise<Fingerprint> {
  const out: Fingerprint = {};
  for (const [service, app] of Object.entries(apps)) {
    const db = app.get(DataSource);
    const tables = (await db.query(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )) as { name: string }[];
    for (const { name } of tables) {
      const [row] = (await db.query(
        `SELECT count(*)::int AS n, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS h FROM "${name}" t`,
      )) as { n: number; h: string }[];
      out[`${service}.${name}`] = `${row!.n} rows ${row!.h}`;
    }
  }
  return out;
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Refusal, RefusalKind } from './refusal-list';

/**
 * A transaction that recorded a refusal commits a little after its `recorded_at` (the transaction's start):
 * each poll looks this far behind the previous one, so such a row is never skipped.
 */
export const POLL_OVERLAP_MS = 60_000;

export interface RefusalsSince {
  refusals: Refusal[];
  /** The database's clock at the poll: the next poll asks for rows recorded after this (minus the overlap). */
  polledAt: Date;
}

interface PollRow {
  polled_at: Date;
  refusals: { kind: RefusalKind; subject: string; refuseUntil: string }[];
}

/**
 * The service's own copy of the refusals (table platform_refused_access): written by the consumer group of the
 * service, read by every replica at start and then polled, so a replica that did not consume an event, or
 * starts later, still learns it. Rows are forgotten once every token they could refuse has expired.
 */
@Injectable()
export class RefusedAccessStore {
  constructor(private readonly db: DataSource) {}

  /** Records refusals in the delivery's transaction (a later deadline wins) and trims expired ones. */
  async record(manager: EntityManager, refusals: readonly Refusal[]): Promise<void> {
    if (refusals.length === 0) return;
    await manager.query(
      `INSERT INTO platform_refused_access AS r (kind, subject, refuse_until)
       SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[])
       ON CONFLICT (kind, subject) DO UPDATE
         SET refuse_until = GREATEST(r.refuse_until, EXCLUDED.refuse_until), recorded_at = now()`,
      [
        refusals.map((r) => r.kind),
        refusals.map((r) => r.subject),
        refusals.map((r) => r.refuseUntil.toISOString()),
      ],
    );
    await manager.query(`DELETE FROM platform_refused_access WHERE refuse_until < now()`);
  }

  /** The live refusals recorded after `since` (all of them when it is undefined), in one query. */
  async since(since: Date | undefined): Promise<RefusalsSince> {
    const after = since ? new Date(since.getTime() - POLL_OVERLAP_MS).toISOString() : '-infinity';
    const [row] = (await this.db.query(
      `SELECT now() AS polled_at, COALESCE((
         SELECT json_agg(json_build_object('kind', kind, 'subject', subject, 'refuseUntil', refuse_until))
         FROM platform_refused_access WHERE recorded_at > $1::timestamptz AND refuse_until > now()
       ), '[]'::json) AS refusals`,
      [after],
    )) as PollRow[];
    return {
      polledAt: new Date(row!.polled_at),
      refusals: row!.refusals.map((r) => ({
        kind: r.kind,
        subject: r.subject,
        refuseUntil: new Date(r.refuseUntil),
      })),
    };
  }
}

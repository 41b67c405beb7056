import { Injectable } from '@nestjs/common';
import { PreparedSql } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';

export type ReportKind = 'play' | 'comment';
export type ReportOutcome = 'upheld' | 'rejected';

/** community_reports: who reported what with which weight, and what a moderator decided. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly sql: PreparedSql) {}

  /** Records a report; false when this reporter already reported the item (whatever became of it). */
  async add(
    manager: EntityManager,
    r: { kind: ReportKind; targetId: string; reporterId: string; reason: string; weight: number },
    now: Date,
  ): Promise<boolean> {
    const rows = (await manager.query(
      `INSERT INTO community_reports (target_kind, target_id, reporter_id, reason, weight, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (target_kind, target_id, reporter_id) DO NOTHING RETURNING 1`,
      [r.kind, r.targetId, r.reporterId, r.reason, r.weight, now],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The weights of the item's open reports (not yet decided by a moderator). */
  async openWeights(manager: EntityManager, kind: ReportKind, id: string): Promise<number[]> {
    const rows = (await manager.query(
      `SELECT weight FROM community_reports WHERE target_kind = $1 AND target_id = $2 AND outcome IS NULL`,
      [kind, id],
    )) as { weight: number }[];
    return rows.map((row) => row.weight);
  }

  /** How many open reports an item has. */
  async openCount(manager: EntityManager, kind: ReportKind, id: string): Promise<number> {
    return (await this.openWeights(manager, kind, id)).length;
  }

  /** The reporter's earlier reports a moderator upheld and rejected. */
  async history(reporterId: string): Promise<{ upheld: number; rejected: number }> {
    const [row] = await this.sql.query<{ upheld: number; rejected: number }>(
      `SELECT count(*) FILTER (WHERE outcome = 'upheld')::int AS upheld,
              count(*) FILTER (WHERE outcome = 'rejected')::int AS rejected
       FROM community_reports WHERE reporter_id = $1::uuid AND outcome IS NOT NULL`,
      [reporterId],
    );
    return { upheld: row?.upheld ?? 0, rejected: row?.rejected ?? 0 };
  }

  /** A moderator's decision closes the item's open reports: they stay as their reporters' history. */
  async decide(
    manager: EntityManager,
    kind: ReportKind,
    id: string,
    outcome: ReportOutcome,
    now: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE community_reports SET outcome = $3, decided_at = $4
       WHERE target_kind = $1 AND target_id = $2 AND outcome IS NULL`,
      [kind, id, outcome, now],
    );
  }

  /** The author asks for review of their hidden play (the first request's time is kept). */
  async requestReview(manager: EntityManager, playId: string, now: Date): Promise<Date> {
    const rows = (await manager.query(
      `UPDATE community_plays SET review_requested_at = coalesce(review_requested_at, $2)
       WHERE id = $1 RETURNING review_requested_at`,
      [playId, now],
    )) as [{ review_requested_at: Date }[], number];
    return rows[0][0]!.review_requested_at;
  }
}

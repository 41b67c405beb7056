import { Injectable } from '@nestjs/common';
import { PreparedSql } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';

export const REVIEW_PAGE_SIZE = 20;

export interface ReportedRow {
  kind: 'PLAY' | 'COMMENT';
  id: string;
  play_id: string;
  play_name: string;
  text: string | null;
  author_screen_name: string | null;
  hidden: boolean;
  reports: number;
  reasons: string[] | null;
  last_reported_at: Date | null;
  total: number;
}

/** The reports' side of moderation: what is under review, and clearing reports once it was reviewed. */
@Injectable()
export class ModerationRepository {
  constructor(private readonly sql: PreparedSql) {}

  /**
   * Published plays and live comments that are hidden or have reports, hidden first then most recently reported;
   * all of them (`everything`) or only those of the given programs' plays. One page and the total.
   */
  reported(everything: boolean, programIds: string[], page: number): Promise<ReportedRow[]> {
    return this.sql.query<ReportedRow>(
      `WITH r AS (
         SELECT target_kind, target_id, count(*)::int AS reports,
                array_agg(reason ORDER BY created_at) FILTER (WHERE reason <> '') AS reasons,
                max(created_at) AS last_reported_at
         FROM community_reports GROUP BY target_kind, target_id
       ), items AS (
         SELECT 'PLAY' AS kind, p.id, p.id AS play_id, p.name AS play_name, NULL::text AS text,
                a.screen_name AS author_screen_name, p.hidden, coalesce(r.reports, 0) AS reports, r.reasons,
                r.last_reported_at
         FROM community_plays p
         LEFT JOIN r ON r.target_kind = 'play' AND r.target_id = p.id
         LEFT JOIN community_profiles a ON a.user_id = p.author_id
         WHERE p.status = 'published' AND (p.hidden OR r.target_id IS NOT NULL)
           AND ($1::boolean OR p.program_id = ANY ($2::uuid[]))
         UNION ALL
         SELECT 'COMMENT', c.id, p.id, p.name, c.text, a.screen_name, c.hidden, coalesce(r.reports, 0), r.reasons,
                r.last_reported_at
         FROM community_comments c
         JOIN community_plays p ON p.id = c.play_id
         LEFT JOIN r ON r.target_kind = 'comment' AND r.target_id = c.id
         LEFT JOIN community_profiles a ON a.user_id = c.author_id
         WHERE NOT c.deleted AND p.status = 'published' AND (c.hidden OR r.target_id IS NOT NULL)
           AND ($1::boolean OR p.program_id = ANY ($2::uuid[]))
       )
       SELECT *, count(*) OVER ()::int AS total FROM items
       ORDER BY hidden DESC, last_reported_at DESC NULLS LAST, id
       LIMIT $3 OFFSET $4`,
      [everything, programIds, REVIEW_PAGE_SIZE, (page - 1) * REVIEW_PAGE_SIZE],
    );
  }

  /** How many reports an item has (any reporter). */
  async reportCount(kind: 'play' | 'comment', id: string, manager: EntityManager): Promise<number> {
    const [row] = (await manager.query(
      `SELECT count(*)::int AS count FROM community_reports WHERE target_kind = $1 AND target_id = $2`,
      [kind, id],
    )) as { count: number }[];
    return row?.count ?? 0;
  }

  /** Clears an item's reports: a fresh set is needed to hide it again. */
  async clearReports(manager: EntityManager, kind: 'play' | 'comment', id: string): Promise<void> {
    await manager.query(`DELETE FROM community_reports WHERE target_kind = $1 AND target_id = $2`, [
      kind,
      id,
    ]);
  }

  async unhidePlay(manager: EntityManager, id: string): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE community_plays SET hidden = false WHERE id = $1 AND hidden`,
      [id],
    )) as [unknown, number];
    return affected > 0;
  }

  async unhideComment(manager: EntityManager, id: string): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE community_comments SET hidden = false WHERE id = $1 AND hidden AND NOT deleted`,
      [id],
    )) as [unknown, number];
    return affected > 0;
  }

  /** Deletes a comment (hidden or not); answers whether it was visible until now. */
  async deleteComment(
    manager: EntityManager,
    id: string,
  ): Promise<{ deleted: boolean; wasVisible: boolean }> {
    const rows = (await manager.query(
      `UPDATE community_comments c SET deleted = true
       FROM (SELECT id, hidden FROM community_comments WHERE id = $1 AND NOT deleted FOR UPDATE) old
       WHERE c.id = old.id RETURNING old.hidden AS was_hidden`,
      [id],
    )) as [{ was_hidden: boolean }[], number];
    const row = rows[0]?.[0];
    return { deleted: row !== undefined, wasVisible: row !== undefined && !row.was_hidden };
  }
}

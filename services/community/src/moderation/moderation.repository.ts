import { Injectable } from '@nestjs/common';
import { WEAK_REPORTS_CAP } from '@chalktalk/domain';
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
  /** What the open reports count for (domain countedReportWeight: weight-1 reports at most 2 together). */
  weight: number;
  review_requested: boolean;
  reasons: string[] | null;
  last_reported_at: Date | null;
  total: number;
}

/** The reports' side of moderation: what is under review, and the hidden items a decision brings back. */
@Injectable()
export class ModerationRepository {
  constructor(private readonly sql: PreparedSql) {}

  /**
   * Published plays and live comments that are hidden or have open reports: plays whose author asked for review
   * first, then hidden items, then the most recently reported; all of them (`everything`) or only those of the
   * given programs' plays. One page and the total.
   */
  reported(everything: boolean, programIds: string[], page: number): Promise<ReportedRow[]> {
    return this.sql.query<ReportedRow>(
      `WITH r AS (
         SELECT target_kind, target_id, count(*)::int AS reports,
                (coalesce(sum(weight) FILTER (WHERE weight > 1), 0)
                  + least(count(*) FILTER (WHERE weight = 1), $5::int))::int AS weight,
                array_agg(reason ORDER BY created_at) FILTER (WHERE reason <> '') AS reasons,
                max(created_at) AS last_reported_at
         FROM community_reports WHERE outcome IS NULL GROUP BY target_kind, target_id
       ), items AS (
         SELECT 'PLAY' AS kind, p.id, p.id AS play_id, p.name AS play_name, NULL::text AS text,
                a.screen_name AS author_screen_name, p.hidden, coalesce(r.reports, 0) AS reports,
                coalesce(r.weight, 0) AS weight, p.hidden AND p.review_requested_at IS NOT NULL AS review_requested,
                r.reasons, r.last_reported_at
         FROM community_plays p
         LEFT JOIN r ON r.target_kind = 'play' AND r.target_id = p.id
         LEFT JOIN community_profiles a ON a.user_id = p.author_id
         WHERE p.status = 'published' AND (p.hidden OR r.target_id IS NOT NULL)
           AND ($1::boolean OR p.program_id = ANY ($2::uuid[]))
         UNION ALL
         SELECT 'COMMENT', c.id, p.id, p.name, c.text, a.screen_name, c.hidden, coalesce(r.reports, 0),
                coalesce(r.weight, 0), false, r.reasons, r.last_reported_at
         FROM community_comments c
         JOIN community_plays p ON p.id = c.play_id
         LEFT JOIN r ON r.target_kind = 'comment' AND r.target_id = c.id
         LEFT JOIN community_profiles a ON a.user_id = c.author_id
         WHERE NOT c.deleted AND p.status = 'published' AND (c.hidden OR r.target_id IS NOT NULL)
           AND ($1::boolean OR p.program_id = ANY ($2::uuid[]))
       )
       SELECT *, count(*) OVER ()::int AS total FROM items
       ORDER BY review_requested DESC, hidden DESC, last_reported_at DESC NULLS LAST, id
       LIMIT $3 OFFSET $4`,
      [everything, programIds, REVIEW_PAGE_SIZE, (page - 1) * REVIEW_PAGE_SIZE, WEAK_REPORTS_CAP],
    );
  }

  async unhidePlay(manager: EntityManager, id: string): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE community_plays SET hidden = false, review_requested_at = NULL WHERE id = $1 AND hidden`,
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

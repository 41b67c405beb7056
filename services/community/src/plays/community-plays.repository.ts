import { Injectable } from '@nestjs/common';
import {
  COMMUNITY_PAGE_SIZE,
  type CommunitySection,
  type RankablePlay,
  type SportFamily,
} from '@chalktalk/domain';
import { PreparedSql } from '@chalktalk/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { CommunityPlayEntity } from './community-play.entity';
import {
  type CommunityPlaySummary,
  SUMMARY_COLUMNS,
  type SummaryRow,
  summaryOf,
} from './community-play.view';

const LISTED = `p.status = 'published' AND NOT p.hidden`;
/** Each section's order matches one partial index of the migration (a page is an index scan). */
const SECTION_ORDER: Record<CommunitySection, string> = {
  LATEST: 'p.published_at DESC, p.id',
  POPULAR: 'p.popular_score DESC, p.id',
  TRENDING: 'p.trending_rank ASC NULLS LAST, p.published_at DESC, p.id',
};
/** A family's trending page orders by the rank among its family (trendingRanksByGroup), on its own index. */
const FAMILY_TRENDING_ORDER = 'p.trending_family_rank ASC NULLS LAST, p.published_at DESC, p.id';
export type Counter = 'likes' | 'comments' | 'copies' | 'views';

/**
 * The statement of a section page ($1 size, $2 offset, $3 the family when one is given), one prepared statement
 * each. The family is a WHERE of its own statement (not `$3 IS NULL OR ...`), so each plan is the index scan of
 * its own partial index (community_plays_family_* with a family, the section's without); the sport benchmark
 * EXPLAINs these very texts.
 */
export function sectionPageSql(section: CommunitySection, family?: SportFamily): string {
  return `SELECT ${SUMMARY_COLUMNS} FROM community_plays p
       LEFT JOIN community_profiles a ON a.user_id = p.author_id
       WHERE ${LISTED}${family ? ' AND p.sport_family = $3::text' : ''}
       ORDER BY ${family && section === 'TRENDING' ? FAMILY_TRENDING_ORDER : SECTION_ORDER[section]}
       LIMIT $1::int OFFSET $2::int`;
}

/** The statement counting listed plays ($1 the family when one is given). */
export function listedCountSql(family?: SportFamily): string {
  return `SELECT count(*) AS count FROM community_plays p WHERE ${LISTED}${family ? ' AND p.sport_family = $1::text' : ''}`;
}

export interface SnapshotFields {
  sourcePlayId: string;
  sourcePlaybookId: string;
  authorId: string;
  programId: string | null;
  name: string;
  description: string;
  tags: string[];
  sport: string;
  document: Record<string, unknown>;
  creditIds: string[];
}

@Injectable()
export class CommunityPlaysRepository {
  constructor(
    private readonly db: DataSource,
    private readonly sql: PreparedSql,
  ) {}

  find(id: string, manager: EntityManager = this.db.manager) {
    return manager.getRepository(CommunityPlayEntity).findOneBy({ id });
  }

  findBySource(authorId: string, sourcePlayId: string, manager: EntityManager = this.db.manager) {
    return manager.getRepository(CommunityPlayEntity).findOneBy({ authorId, sourcePlayId });
  }

  /**
   * Publishes a new snapshot: a new community play, or the author's earlier one of the same source play
   * (republishing keeps its id, counts, comments and first publication time and lists it again).
   */
  async upsertSnapshot(
    manager: EntityManager,
    id: string,
    fields: SnapshotFields,
    now: Date,
  ): Promise<{ id: string; republished: boolean }> {
    const [row] = (await manager.query(
      `INSERT INTO community_plays (id, source_play_id, source_playbook_id, author_id, program_id, name,
         description, tags, sport, document, status, published_at, updated_at, credit_ids)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'published', $11, $11, $12)
       ON CONFLICT (author_id, source_play_id) DO UPDATE SET source_playbook_id = EXCLUDED.source_playbook_id,
         program_id = EXCLUDED.program_id, name = EXCLUDED.name, description = EXCLUDED.description,
         tags = EXCLUDED.tags, sport = EXCLUDED.sport, document = EXCLUDED.document, status = 'published',
         taken_down_reason = NULL, updated_at = EXCLUDED.updated_at, credit_ids = EXCLUDED.credit_ids
       RETURNING id, (xmax <> 0) AS republished`,
      [
        id,
        fields.sourcePlayId,
        fields.sourcePlaybookId,
        fields.authorId,
        fields.programId,
        fields.name,
        fields.description,
        fields.tags,
        fields.sport,
        JSON.stringify(fields.document),
        now,
        fields.creditIds,
      ],
    )) as { id: string; republished: boolean }[];
    return row!;
  }

  async takeDown(manager: EntityManager, id: string, reason: string): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE community_plays SET status = 'taken_down', taken_down_reason = $2
       WHERE id = $1 AND status = 'published'`,
      [id, reason],
    )) as [unknown, number];
    return affected > 0;
  }

  async hide(manager: EntityManager, id: string): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE community_plays SET hidden = true WHERE id = $1 AND NOT hidden`,
      [id],
    )) as [unknown, number];
    return affected > 0;
  }

  /** Adds delta to a counter and answers the new value. */
  async bump(manager: EntityManager, id: string, counter: Counter, delta: number): Promise<number> {
    const [row] = (await manager.query(
      `UPDATE community_plays SET ${counter} = GREATEST(0, ${counter} + $2) WHERE id = $1 RETURNING ${counter} AS value`,
      [id, delta],
    )) as [{ value: number }[], number];
    return row[0]?.value ?? 0;
  }

  async liked(playId: string, userId: string): Promise<boolean> {
    const rows = await this.sql.query(
      `SELECT 1 FROM community_likes WHERE play_id = $1::uuid AND user_id = $2::uuid`,
      [playId, userId],
    );
    return rows.length > 0;
  }

  async addView(id: string): Promise<void> {
    await this.sql.query(`UPDATE community_plays SET views = views + 1 WHERE id = $1::uuid`, [id]);
  }

  /** One page of a section (page 1 first), listed plays only, of one sport family or of all. */
  async page(
    section: CommunitySection,
    page: number,
    family?: SportFamily,
    size = COMMUNITY_PAGE_SIZE,
  ): Promise<CommunityPlaySummary[]> {
    const offset = (page - 1) * size;
    const rows = await this.sql.query<SummaryRow>(
      sectionPageSql(section, family),
      family ? [size, offset, family] : [size, offset],
    );
    return rows.map(summaryOf);
  }

  /** How many plays are listed, of one sport family or of all. */
  async countListed(family?: SportFamily): Promise<number> {
    const [row] = await this.sql.query<{ count: string }>(listedCountSql(family), family ? [family] : []);
    return Number(row?.count ?? 0);
  }

  async byAuthor(authorId: string): Promise<CommunityPlaySummary[]> {
    const rows = await this.sql.query<SummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM community_plays p
       LEFT JOIN community_profiles a ON a.user_id = p.author_id
       WHERE p.author_id = $1::uuid AND ${LISTED} ORDER BY p.published_at DESC, p.id LIMIT 200`,
      [authorId],
    );
    return rows.map(summaryOf);
  }

  /** The community plays named by a credit chain, in the chain's order (taken-down ones included, marked). */
  async credits(ids: string[]) {
    if (ids.length === 0) return [];
    const rows = (await this.db.query(
      `SELECT p.id, p.name, a.screen_name, a.user_id AS profile_id, (${LISTED}) AS listed FROM community_plays p
       LEFT JOIN community_profiles a ON a.user_id = p.author_id WHERE p.id = ANY($1::uuid[])`,
      [ids],
    )) as {
      id: string;
      name: string;
      screen_name: string | null;
      profile_id: string | null;
      listed: boolean;
    }[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      return r
        ? [
            {
              id,
              name: r.name,
              authorScreenName: r.screen_name,
              authorProfileId: r.profile_id,
              available: r.listed,
            },
          ]
        : [];
    });
  }

  screenNameOf(userId: string, manager: EntityManager = this.db.manager): Promise<string | null> {
    return manager
      .query(`SELECT screen_name FROM community_profiles WHERE user_id = $1`, [userId])
      .then((rows: { screen_name: string }[]) => rows[0]?.screen_name ?? null);
  }

  /** The community play a playbook play was copied from, if it was. */
  async copiedFrom(newPlayId: string, manager: EntityManager): Promise<string | null> {
    const rows = (await manager.query(
      `SELECT community_play_id FROM community_copies WHERE new_play_id = $1`,
      [newPlayId],
    )) as { community_play_id: string }[];
    return rows[0]?.community_play_id ?? null;
  }

  async recordCopy(
    manager: EntityManager,
    copy: { id: string; communityPlayId: string; userId: string; newPlayId: string },
    now: Date,
  ) {
    await manager.query(
      `INSERT INTO community_copies (id, community_play_id, user_id, new_play_id, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [copy.id, copy.communityPlayId, copy.userId, copy.newPlayId, now],
    );
  }

  /** Every listed play with what the trending score needs, and its sport family (null: not a known line). */
  async rankable(manager: EntityManager): Promise<RankableInFamily[]> {
    const rows = (await manager.query(
      `SELECT p.id, p.published_at, p.likes, p.copies, p.views, p.comments, p.sport_family AS family
       FROM community_plays p WHERE ${LISTED}`,
    )) as {
      id: string;
      published_at: Date;
      likes: number;
      copies: number;
      views: number;
      comments: number;
      family: string | null;
    }[];
    return rows.map((r) => ({ ...r, publishedAt: new Date(r.published_at) }));
  }

  /**
   * Stores the first ranks of the trending order (1..n); rows whose rank did not change are not written, and rows
   * that left the ranked head (or the listing) lose their rank.
   */
  async storeTrendingRanks(manager: EntityManager, rankedIds: string[]): Promise<void> {
    await manager.query(
      `UPDATE community_plays p SET trending_rank = r.rank
       FROM unnest($1::uuid[]) WITH ORDINALITY AS r(id, rank)
       WHERE p.id = r.id AND p.trending_rank IS DISTINCT FROM r.rank`,
      [rankedIds],
    );
    await manager.query(
      `UPDATE community_plays p SET trending_rank = NULL
       WHERE trending_rank IS NOT NULL AND (p.id <> ALL($1::uuid[]) OR NOT (${LISTED}))`,
      [rankedIds],
    );
  }

  /**
   * Stores each play's rank within its sport family (trendingRanksByGroup); as storeTrendingRanks, unchanged rows
   * are not written and plays outside the ranked heads (or the listing) lose theirs.
   */
  async storeFamilyTrendingRanks(manager: EntityManager, ranks: ReadonlyMap<string, number>): Promise<void> {
    const ids = [...ranks.keys()];
    await manager.query(
      `UPDATE community_plays p SET trending_family_rank = r.rank
       FROM unnest($1::uuid[], $2::int[]) AS r(id, rank)
       WHERE p.id = r.id AND p.trending_family_rank IS DISTINCT FROM r.rank`,
      [ids, [...ranks.values()]],
    );
    await manager.query(
      `UPDATE community_plays p SET trending_family_rank = NULL
       WHERE trending_family_rank IS NOT NULL AND (p.id <> ALL($1::uuid[]) OR NOT (${LISTED}))`,
      [ids],
    );
  }
}

/** A listed play as the trending recompute reads it: its counts, its age and its sport family. */
export interface RankableInFamily extends RankablePlay {
  family: string | null;
}

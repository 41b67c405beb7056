import { Pool, type PoolClient } from 'pg';
import { queryWords } from '../query-text';
import type { SearchAnswer, SearchDocument, SearchIndex, SearchKind, SearchQuery } from '../search-document';

/** Word similarity (pg_trgm) a title needs to match a query through typo tolerance alone. */
export const TYPO_SIMILARITY = 0.4;
/** Words shorter than this match as prefixes only (one typo in a two-letter word matches half the index). */
export const TYPO_MIN_LENGTH = 4;

const LIVE = 'search_documents';
const NEXT = 'search_documents_next';
const OLD = 'search_documents_old';

/** Columns of a document row as jsonb_to_recordset reads a batch. */
const RECORD = `x(id text, kind text, acl text[], team_ids text[], playbook_ids text[], title text, keywords text,
  body text, data jsonb, version bigint, deleted boolean)`;

function rows(docs: SearchDocument[]): string {
  return JSON.stringify(
    docs.map((doc) => ({
      id: doc.id,
      kind: doc.kind,
      acl: doc.acl,
      team_ids: doc.teamIds,
      playbook_ids: doc.playbookIds,
      title: doc.title,
      keywords: doc.keywords,
      body: doc.body,
      data: doc.data,
      version: doc.version,
      deleted: false,
    })),
  );
}

/** A tsquery matching every word, each as a prefix ('horn:* & mot:*'); words hold only letters and digits. */
export function prefixQuery(words: string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}

/**
 * The search port on Postgres (the embedded default): full text (prefix matching on every word, title and
 * keywords weighted above the body) or trigram word similarity on the title (typo tolerance), filtered by the
 * user's grants in the same statement. Its own small pool sets the pg_trgm threshold for every connection.
 */
export class PostgresSearchIndex implements SearchIndex {
  readonly name = 'postgres' as const;
  private readonly pool: Pool;

  constructor(databaseUrl: string, poolSize = 4) {
    this.pool = new Pool({
      connectionString: databaseUrl,
      max: poolSize,
      options: `-c pg_trgm.word_similarity_threshold=${TYPO_SIMILARITY}`,
    });
    // An idle connection the server ends (restart, shutdown) is replaced on the next query; nothing to crash for.
    this.pool.on('error', () => undefined);
  }

  async prepare(): Promise<void> {
    // The tables come from the service's migrations. A rebuild's table is left alone: another replica may be
    // filling it (the next rebuild replaces one a dead rebuild left).
  }

  private async write(table: string, json: string, client?: PoolClient): Promise<void> {
    await (client ?? this.pool).query(
      `INSERT INTO ${table} AS d (id, kind, acl, team_ids, playbook_ids, title, keywords, body, data, version, deleted)
       SELECT id, kind, acl, team_ids, playbook_ids, title, keywords, body, data, version, deleted
         FROM jsonb_to_recordset($1::jsonb) AS ${RECORD}
       ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, acl = EXCLUDED.acl, team_ids = EXCLUDED.team_ids,
         playbook_ids = EXCLUDED.playbook_ids, title = EXCLUDED.title, keywords = EXCLUDED.keywords,
         body = EXCLUDED.body, data = EXCLUDED.data, version = EXCLUDED.version, deleted = EXCLUDED.deleted
       WHERE d.version <= EXCLUDED.version`,
      [json],
    );
  }

  async upsert(docs: SearchDocument[], rebuildTarget?: string): Promise<void> {
    if (docs.length === 0) return;
    const json = rows(docs);
    await this.write(LIVE, json);
    if (rebuildTarget) await this.writeNext(rebuildTarget, json);
  }

  /** A write to the rebuild's table; the table may have been swapped in meanwhile (then LIVE has it already). */
  private async writeNext(target: string, json: string): Promise<void> {
    if (target !== NEXT) throw new Error(`unknown rebuild target ${target}`);
    try {
      await this.write(NEXT, json);
    } catch (error) {
      if ((error as { code?: string }).code !== '42P01') throw error;
    }
  }

  async remove(ids: string[], version: number, rebuildTarget?: string): Promise<void> {
    if (ids.length === 0) return;
    const json = JSON.stringify(
      ids.map((id) => ({
        id,
        kind: id.split(':')[0],
        acl: [],
        team_ids: [],
        playbook_ids: [],
        title: '',
        keywords: '',
        body: '',
        data: {},
        version,
        deleted: true,
      })),
    );
    await this.write(LIVE, json);
    if (rebuildTarget) await this.writeNext(rebuildTarget, json);
  }

  async search(query: SearchQuery): Promise<SearchAnswer> {
    const words = queryWords(query.text);
    if (words.length === 0 || query.grants.length === 0) return { hits: [], totals: {} };
    const typed = words.join(' ');
    const offset = query.offset ?? 0;
    // Every word must match: as a prefix in the full text, or (long enough words) by trigram similarity to a
    // word of the title. Parameters: $1 typed text, $2 grants, $3 kinds, $4 playbook, $5 offset, $6 limit, $7.. words.
    const params: unknown[] = [
      typed,
      query.grants,
      query.kinds,
      query.playbookId ?? null,
      offset,
      query.limit,
    ];
    const conditions = words.map((word) => {
      params.push(`${word}:*`);
      const prefix = `d.tsv @@ to_tsquery('simple', $${params.length})`;
      if (word.length < TYPO_MIN_LENGTH) return `(${prefix})`;
      params.push(word);
      return `(${prefix} OR $${params.length} <% lower(d.title))`;
    });
    const result = await this.pool.query<{
      id: string;
      kind: SearchKind;
      title: string;
      team_ids: string[];
      data: Record<string, unknown>;
      score: number;
      total: string;
    }>(
      // The user's documents first (the grants' GIN index), then the text on those rows: the cost follows what
      // the user may see, never the whole index (a typo's trigram scan over every title was the slow plan).
      `WITH visible AS MATERIALIZED (
         SELECT d.id, d.kind, d.title, d.keywords, d.team_ids, d.data, d.tsv, d.playbook_ids
           FROM ${LIVE} d
          WHERE NOT d.deleted AND d.acl && $2::text[] AND d.kind = ANY ($3::text[])
       ),
       matched AS (
         SELECT d.id, d.kind, d.title, d.team_ids, d.data,
                ts_rank(d.tsv, to_tsquery('simple', $${params.length + 1}), 1) * 4
                  + word_similarity($1, lower(d.title))
                  + CASE WHEN $1 = ANY (string_to_array(lower(d.keywords), ' ')) THEN 1 ELSE 0 END AS score
           FROM visible d
          WHERE ${conditions.join(' AND ')}
            AND ($4::text IS NULL OR d.kind NOT IN ('play', 'formation') OR $4 = ANY (d.playbook_ids))
       ),
       ranked AS (
         SELECT m.*, row_number() OVER (PARTITION BY m.kind ORDER BY m.score DESC, m.id) AS rn,
                count(*) OVER (PARTITION BY m.kind) AS total
           FROM matched m
       )
       SELECT id, kind, title, team_ids, data, score, total FROM ranked
        WHERE rn > $5 AND rn <= $5 + $6
        ORDER BY score DESC, id`,
      [...params, words.map((word) => `${word}:*`).join(' | ')],
    );
    const totals: Partial<Record<SearchKind, number>> = {};
    for (const row of result.rows) totals[row.kind] = Number(row.total);
    return {
      hits: result.rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        score: Number(row.score),
        title: row.title,
        teamIds: row.team_ids,
        data: row.data,
      })),
      totals,
    };
  }

  async hasPlaybook(playbookId: string, grants: string[]): Promise<boolean> {
    const result = await this.pool.query(
      `SELECT 1 FROM ${LIVE} WHERE NOT deleted AND $1 = ANY (playbook_ids) AND acl && $2::text[] LIMIT 1`,
      [playbookId, grants],
    );
    return result.rows.length > 0;
  }

  /** Fresh planner statistics (autovacuum does this after enough writes; a bulk load wants it at once). */
  async analyze(): Promise<void> {
    await this.pool.query(`ANALYZE ${LIVE}`);
  }

  async refresh(): Promise<void> {
    // Committed rows are visible at once.
  }

  async startRebuild(): Promise<string> {
    await this.pool.query(`DROP TABLE IF EXISTS ${NEXT}`);
    await this.pool.query(`CREATE TABLE ${NEXT} (LIKE ${LIVE} INCLUDING ALL)`);
    return NEXT;
  }

  async backfill(target: string, docs: SearchDocument[]): Promise<void> {
    if (target !== NEXT) throw new Error(`unknown rebuild target ${target}`);
    if (docs.length > 0) await this.write(NEXT, rows(docs));
  }

  async finishRebuild(target: string): Promise<void> {
    if (target !== NEXT) throw new Error(`unknown rebuild target ${target}`);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // Writers hold row locks on the live table; the exclusive lock waits for them, then the swap is atomic.
      await client.query(`LOCK TABLE ${LIVE} IN ACCESS EXCLUSIVE MODE`);
      await client.query(`ALTER TABLE ${LIVE} RENAME TO ${OLD}`);
      await client.query(`ALTER TABLE ${NEXT} RENAME TO ${LIVE}`);
      await client.query(`DROP TABLE ${OLD}`);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  async abortRebuild(): Promise<void> {
    await this.pool.query(`DROP TABLE IF EXISTS ${NEXT}`);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

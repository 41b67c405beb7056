import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Postgres adapter's index (search_documents) and the source records every index is rebuilt from
 * (search_sources). Full text over title (weight A), keywords (A) and body (B) with the 'simple' configuration
 * (names and jersey numbers are not stemmed), trigram indexes on the title for typo tolerance, a GIN index on the
 * grants for the authorization filter.
 */
export class SearchDocuments1764900000100 implements MigrationInterface {
  name = 'SearchDocuments1764900000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE search_documents (
        id text PRIMARY KEY,
        kind text NOT NULL,
        acl text[] NOT NULL,
        team_ids text[] NOT NULL DEFAULT '{}',
        playbook_ids text[] NOT NULL DEFAULT '{}',
        title text NOT NULL,
        keywords text NOT NULL DEFAULT '',
        body text NOT NULL DEFAULT '',
        data jsonb NOT NULL DEFAULT '{}',
        version bigint NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        tsv tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple', title), 'A') ||
          setweight(to_tsvector('simple', keywords), 'A') ||
          setweight(to_tsvector('simple', body), 'B')
        ) STORED
      )`);
    await q.query(`CREATE INDEX search_documents_acl ON search_documents USING gin (acl) WHERE NOT deleted`);
    await q.query(`CREATE INDEX search_documents_tsv ON search_documents USING gin (tsv) WHERE NOT deleted`);
    await q.query(
      `CREATE INDEX search_documents_title_trgm ON search_documents USING gin (lower(title) gin_trgm_ops) WHERE NOT deleted`,
    );
    await q.query(`
      CREATE TABLE search_sources (
        id text PRIMARY KEY,
        kind text NOT NULL,
        version bigint NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        document jsonb,
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX search_sources_updated ON search_sources (updated_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS search_sources`);
    await q.query(`DROP TABLE IF EXISTS search_documents`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The GIN indexes of search_documents without a pending list. With `fastupdate` on, new entries wait in an
 * unsorted list that every index scan reads through until a vacuum merges it: after a bulk load, a program
 * admin's 150-grant lookup took 300 ms to 1.4 s instead of 3 ms (services/search/README.md, Measured). Each write
 * now updates the index directly (writes are a document at a time).
 */
export class SearchGinFastupdateOff1764900000200 implements MigrationInterface {
  name = 'SearchGinFastupdateOff1764900000200';

  async up(q: QueryRunner): Promise<void> {
    for (const index of ['search_documents_acl', 'search_documents_tsv', 'search_documents_title_trgm']) {
      await q.query(`ALTER INDEX ${index} SET (fastupdate = off)`);
      await q.query(`SELECT gin_clean_pending_list('${index}'::regclass)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of ['search_documents_acl', 'search_documents_tsv', 'search_documents_title_trgm']) {
      await q.query(`ALTER INDEX ${index} RESET (fastupdate)`);
    }
  }
}

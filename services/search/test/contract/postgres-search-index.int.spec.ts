import { startTestPostgres, type TestPostgres } from '@chalktalk/platform/testing';
import { DataSource } from 'typeorm';
import { searchMigrations } from '../../src/migrations';
import { PostgresSearchIndex } from '../../src/index/postgres/postgres-search-index';
import { searchIndexContract } from './search-index.contract';

describe('search port contract: Postgres adapter (real embedded Postgres)', () => {
  let pg: TestPostgres;

  searchIndexContract(
    async () => {
      pg = await startTestPostgres();
      const url = pg.url('search_contract');
      const db = new DataSource({ type: 'postgres', url, migrations: searchMigrations });
      await db.initialize();
      await db.runMigrations();
      await db.destroy();
      const index = new PostgresSearchIndex(url);
      await index.prepare();
      return index;
    },
    async (index) => {
      await index?.close();
      await pg?.stop();
    },
  );
});

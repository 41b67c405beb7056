import { Client } from 'pg';
import { startTestPostgres, type TestPostgres } from './test-postgres';

describe('startTestPostgres', () => {
  let pg: TestPostgres;
  beforeAll(async () => {
    pg = await startTestPostgres();
  });
  afterAll(() => pg?.stop());

  it('creates databases on demand and serves them on loopback', async () => {
    const url = pg.url('orders_test');
    expect(url).toMatch(/^postgres:\/\/\w+:\w+@127\.0\.0\.1:\d+\/orders_test$/);
    expect(pg.url('orders_test')).toBe(url);
    const client = new Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('SELECT current_database() AS db');
    await client.end();
    expect(rows[0].db).toBe('orders_test');
  });
});

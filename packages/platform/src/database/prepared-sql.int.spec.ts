import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { startTestPostgres, type TestPostgres } from '../testing/test-postgres';
import { PreparedSql } from './prepared-sql';

@Entity('gadgets')
class Gadget {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text', { name: 'display_name' })
  displayName!: string;

  @Column('timestamptz', { name: 'made_at' })
  madeAt!: Date;

  @Column('jsonb')
  parts!: { name: string }[];

  @Column('uuid', { array: true, name: 'owner_ids' })
  ownerIds!: string[];

  @Column('bigint', { name: 'serial_no', nullable: true })
  serialNo!: string | null;

  @Column('integer')
  weight!: number;
}

@Entity('dials')
class Dial {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text', { transformer: { to: (v: string) => v, from: (v: string) => v.toUpperCase() } })
  label!: string;
}

const ID = '00000000-0000-4000-8000-000000000001';
const OWNER = '00000000-0000-4000-8000-0000000000aa';

describe('PreparedSql', () => {
  let pg: TestPostgres;
  let dataSource: DataSource;
  let sql: PreparedSql;

  beforeAll(async () => {
    pg = await startTestPostgres();
    dataSource = new DataSource({
      type: 'postgres',
      url: pg.url('prepared_sql'),
      entities: [Gadget, Dial],
      synchronize: true,
      extra: { max: 2 },
    });
    await dataSource.initialize();
    await dataSource.getRepository(Gadget).insert({
      id: ID,
      displayName: 'Clock',
      madeAt: new Date('2026-01-02T03:04:05.678Z'),
      parts: [{ name: 'hand' }],
      ownerIds: [OWNER],
      serialNo: '9007199254740993',
      weight: 7,
    });
    sql = new PreparedSql(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await pg?.stop();
  });

  it('reads rows of the entity shape that equal what TypeORM hands out', async () => {
    const text = `SELECT ${sql.columns(Gadget, 'g')} FROM gadgets g WHERE g.owner_ids @> ARRAY[$1::uuid]`;
    const rows = await sql.query<Gadget>(text, [OWNER]);
    const viaOrm = await dataSource.getRepository(Gadget).findOneByOrFail({ id: ID });
    expect(rows).toEqual([{ ...viaOrm }]);
    expect(rows[0].madeAt).toBeInstanceOf(Date);
    expect(rows[0].serialNo).toBe('9007199254740993');
  });

  it('prepares each text once per connection under one stable name', async () => {
    const text = 'SELECT $1::int + 1 AS "n"';
    for (let i = 0; i < 6; i++) expect(await sql.query<{ n: number }>(text, [i])).toEqual([{ n: i + 1 }]);
    const [{ statements }] = await sql.query<{ statements: string[] }>(
      `SELECT coalesce(array_agg(statement), '{}') AS "statements" FROM pg_prepared_statements WHERE name LIKE 'ct_%'`,
    );
    // The pool has two connections; this one holds its own prepared statements (this query's among them).
    expect(statements.length).toBeGreaterThan(0);
    expect(new Set(statements).size).toBe(statements.length);
  });

  it("runs on the connection of a transaction, so it sees the transaction's own writes", async () => {
    const other = '00000000-0000-4000-8000-000000000002';
    await dataSource
      .transaction(async (manager) => {
        await manager.getRepository(Gadget).insert({
          id: other,
          displayName: 'Lamp',
          madeAt: new Date(),
          parts: [],
          ownerIds: [],
          serialNo: null,
          weight: 1,
        });
        const text = `SELECT g.display_name AS "name" FROM gadgets g WHERE g.id = $1::uuid`;
        expect(await sql.query(text, [other], manager)).toEqual([{ name: 'Lamp' }]);
        expect(await sql.query(text, [other])).toEqual([]);
        throw new RollBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) throw error;
      });
  });

  it('refuses an entity whose columns TypeORM would transform', () => {
    expect(() => sql.columns(Dial, 'd')).toThrow(/dials\.label/);
  });
});

class RollBack extends Error {}

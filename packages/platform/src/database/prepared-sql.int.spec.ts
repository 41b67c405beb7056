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

  @Column('timestamptz', { name: 'checked_at', nullable: true })
  checkedAt!: Date | null;
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
      checkedAt: null,
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

  it('builds a statement given as a function once, and runs it under the name of its text', async () => {
    let built = 0;
    const statement = () => {
      built++;
      return 'SELECT $1::int * 2 AS "n"';
    };
    for (let i = 0; i < 4; i++)
      expect(await sql.query<{ n: number }>(statement, [i])).toEqual([{ n: i * 2 }]);
    expect(built).toBe(1);
    expect(await sql.query<{ n: number }>('SELECT $1::int * 2 AS "n"', [5])).toEqual([{ n: 10 }]);
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
          checkedAt: null,
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
    expect(() => sql.jsonObject(Dial, 'd')).toThrow(/dials\.label/);
  });

  it('builds rows as JSON in Postgres that read back exactly as the rows of columns()', async () => {
    // Microseconds pg's date parser drops, a date before 1970 (floor, not truncation toward zero) and a null date.
    const rows: [string, string, string | null][] = [
      [
        '00000000-0000-4000-8000-000000000003',
        '2026-03-04 05:06:07.891999+00',
        '2026-03-04 05:06:07.000001+00',
      ],
      ['00000000-0000-4000-8000-000000000004', '1969-12-31 23:59:59.9995+00', null],
    ];
    for (const [id, madeAt, checkedAt] of rows) {
      await dataSource.query(
        `INSERT INTO gadgets (id, display_name, made_at, parts, owner_ids, serial_no, weight, checked_at)
         VALUES ($1, 'Don''t "quote"', $2, '[{"name":"gear","n":1.5}]', ARRAY[$3::uuid], 12345678901234567, -3, $4)`,
        [id, madeAt, OWNER, checkedAt],
      );
    }
    const asRows = await sql.query<Gadget>(`SELECT ${sql.columns(Gadget, 'g')} FROM gadgets g ORDER BY g.id`);
    const [{ doc }] = await sql.query<{ doc: Record<string, unknown>[] }>(
      `SELECT json_agg(${sql.jsonObject(Gadget, 'g')} ORDER BY g.id) AS "doc" FROM gadgets g`,
    );
    const fromJson = doc.map((object) => sql.fromJson(Gadget, object));
    expect(fromJson).toEqual(asRows);
    expect(fromJson.map((row) => Object.keys(row))).toEqual(asRows.map((row) => Object.keys(row)));
    expect(JSON.stringify(fromJson)).toBe(JSON.stringify(asRows));
    expect(fromJson[1].madeAt).toBeInstanceOf(Date);
    expect(fromJson.length).toBe(3);
  });
});

class RollBack extends Error {}

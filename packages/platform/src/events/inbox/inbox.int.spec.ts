import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { platformEntities, platformMigrations } from '../../database/platform-schema';
import { startTestPostgres, type TestPostgres } from '../../testing/test-postgres';
import { inInboxTransaction } from './inbox';

const EVENT = '019a0000-0000-7000-8000-000000000001';

describe('inInboxTransaction', () => {
  let pg: TestPostgres;
  let dataSource: DataSource;
  let sent: string[] = [];
  const query = Client.prototype.query;

  beforeAll(async () => {
    pg = await startTestPostgres();
    dataSource = new DataSource({
      type: 'postgres',
      url: pg.url('inbox_transaction'),
      entities: platformEntities,
      migrations: platformMigrations,
      migrationsRun: true,
      extra: { max: 2 },
    });
    await dataSource.initialize();
    // Every statement text sent to Postgres: one entry per round trip.
    Client.prototype.query = function (this: Client, ...args: unknown[]) {
      const config = args[0] as string | { text: string };
      sent.push(typeof config === 'string' ? config : config.text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  });
  afterAll(async () => {
    Client.prototype.query = query;
    await dataSource?.destroy();
    await pg?.stop();
  });
  beforeEach(() => {
    sent = [];
  });

  const rows = async (consumer: string) =>
    (await dataSource.query('SELECT event_id, topic FROM platform_inbox WHERE consumer = $1', [
      consumer,
    ])) as {
      event_id: string;
      topic: string;
    }[];

  it('starts the transaction and records the event in one round trip, and runs the work once', async () => {
    const seen: string[] = [];
    const work = async () => {
      seen.push('ran');
    };
    expect(await inInboxTransaction(dataSource, 'search', EVENT, 'playbook.play.v1', work)).toBe(true);
    expect(sent.filter((text) => !text.startsWith('SELECT event_id'))).toEqual([
      expect.stringMatching(/^START TRANSACTION;\s+INSERT INTO platform_inbox/),
      'COMMIT',
    ]);
    expect(await inInboxTransaction(dataSource, 'search', EVENT, 'playbook.play.v1', work)).toBe(false);
    expect(seen).toEqual(['ran']);
    expect(await rows('search')).toEqual([{ event_id: EVENT, topic: 'playbook.play.v1' }]);
  });

  it('takes a separate INSERT with parameters for values that are not plain, with the same outcome', async () => {
    const consumer = "o'brien";
    let runs = 0;
    const work = async () => {
      runs += 1;
    };
    expect(await inInboxTransaction(dataSource, consumer, EVENT, 'playbook.play.v1', work)).toBe(true);
    expect(sent[0]).toBe('START TRANSACTION');
    expect(await inInboxTransaction(dataSource, consumer, EVENT, 'playbook.play.v1', work)).toBe(false);
    expect(runs).toBe(1);
    expect(await rows(consumer)).toHaveLength(1);
  });

  it('rolls the inbox row back with the work when the work fails', async () => {
    const failing = async (manager: import('typeorm').EntityManager) => {
      await manager.query('SELECT 1');
      throw new Error('handler failed');
    };
    await expect(inInboxTransaction(dataSource, 'notifications', EVENT, 't.v1', failing)).rejects.toThrow(
      'handler failed',
    );
    expect(await rows('notifications')).toEqual([]);
    expect(await inInboxTransaction(dataSource, 'notifications', EVENT, 't.v1', async () => undefined)).toBe(
      true,
    );
  });
});

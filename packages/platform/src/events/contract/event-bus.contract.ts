/// <reference types="jest" />
import { randomBytes } from 'node:crypto';
import { type INestApplicationContext, Injectable, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { create, dlqTopic, EnvelopeSchema, TeamCreatedSchema, toBinary } from '@chalktalk/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { DatabaseModule } from '../../database/database.module';
import { platformEntities, platformMigrations } from '../../database/platform-schema';
import { startTestPostgres, type TestPostgres } from '../../testing/test-postgres';
import { waitFor } from '../../testing/wait-for';
import { sleep } from '../backoff';
import { buildEnvelope } from '../envelope';
import { EventBusModule } from '../event-bus.module';
import {
  type BusMessage,
  type Delivery,
  EVENT_BUS_ADAPTER,
  type EventBusAdapter,
  type ReceivedEvent,
} from '../event-bus.types';
import { OnEvent } from '../on-event.decorator';
import { Outbox } from '../outbox/outbox.service';
import { ContractReceived1735689600001 } from './contract-tables.migration';

export interface ContractTarget {
  adapter: 'inprocess' | 'kafka';
  brokers?: string[];
  /** A separate connection to the same bus, used to read the dead-letter topic as another group. */
  makeAdapter(service: string): EventBusAdapter;
  /** How long a fresh consumer group may take to start receiving (Kafka: group join). */
  deliveryTimeoutMs: number;
}

const HOOK_TIMEOUT_MS = 60_000;

type Behaviour = (event: ReceivedEvent, manager: EntityManager) => Promise<void>;

interface Received {
  eventId: string;
  key: string;
  name: string;
}

/**
 * The one behaviour contract of the event bus. Each adapter's *.int.spec.ts runs it against the real thing
 * (the in-process broker; a Kafka broker at KAFKA_BROKERS). Every test uses fresh topics, groups and databases.
 */
export function eventBusContract(target: ContractTarget): void {
  let pg: TestPostgres;
  const apps: INestApplicationContext[] = [];
  const extraAdapters: EventBusAdapter[] = [];
  const timeout = { timeoutMs: target.deliveryTimeoutMs };

  beforeAll(async () => {
    pg = await startTestPostgres();
  }, HOOK_TIMEOUT_MS);
  afterEach(async () => {
    await Promise.allSettled(apps.splice(0).map((app) => app.close()));
    await Promise.allSettled(extraAdapters.splice(0).map((adapter) => adapter.close()));
  }, HOOK_TIMEOUT_MS);
  afterAll(() => pg?.stop(), HOOK_TIMEOUT_MS);

  const unique = (): string => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

  async function startService(
    service: string,
    db: string,
    handlers: Type[] = [],
  ): Promise<INestApplicationContext> {
    @Module({
      imports: [
        DatabaseModule.forRoot({
          url: pg.url(db),
          entities: platformEntities,
          migrations: [...platformMigrations, ContractReceived1735689600001],
        }),
        EventBusModule.forRoot({
          service,
          adapter: target.adapter,
          brokers: target.brokers,
          retry: { maxAttempts: 3, initialDelayMs: 50, maxDelayMs: 200 },
          relay: { pollIntervalMs: 250, flushTimeoutMs: 500 },
        }),
      ],
      providers: handlers,
    })
    class ContractServiceModule {}
    const app = await NestFactory.createApplicationContext(ContractServiceModule, { logger: false });
    apps.push(app);
    return app;
  }

  /** A consumer service whose handler for `topic` runs `behaviour`, then records the event in its DB. */
  function consumerOf(topic: string, behaviour: Behaviour = async () => undefined): Type {
    @Injectable()
    class ContractHandler {
      @OnEvent(topic)
      async handle(event: ReceivedEvent, manager: EntityManager): Promise<void> {
        await behaviour(event, manager);
        const team = event.decode(TeamCreatedSchema);
        await manager.query(
          `INSERT INTO contract_received (consumer, event_id, key, name) VALUES ($1, $2, $3, $4)`,
          ['handler', event.envelope.eventId, event.key, team.name],
        );
      }
    }
    return ContractHandler;
  }

  function teamEvent(topic: string, key: string, name: string) {
    return {
      topic,
      key,
      schema: TeamCreatedSchema,
      payload: create(TeamCreatedSchema, { teamId: key, name }),
    };
  }

  async function append(app: INestApplicationContext, events: ReturnType<typeof teamEvent>[]): Promise<void> {
    const outbox = app.get(Outbox);
    await app.get(DataSource).transaction(async (manager) => {
      for (const event of events) await outbox.append(manager, event);
    });
  }

  async function received(app: INestApplicationContext): Promise<Received[]> {
    return app
      .get(DataSource)
      .query(`SELECT event_id AS "eventId", key, name FROM contract_received ORDER BY id`) as Promise<
      Received[]
    >;
  }

  async function receivedCount(app: INestApplicationContext, count: number): Promise<Received[]> {
    return waitFor(
      async () => {
        const rows = await received(app);
        return rows.length >= count ? rows : undefined;
      },
      { ...timeout, what: `${count} handled events` },
    );
  }

  it('delivers the events of one key in the order they were committed, while keys run concurrently', async () => {
    const id = unique();
    const topic = `contract.order.${id}.v1`;
    const consumer = await startService(`c_${id}`, `c_${id}`, [
      consumerOf(topic, () => sleep(Math.random() * 5)), // uneven handler times expose any reordering
    ]);
    const producer = await startService(`p_${id}`, `p_${id}`);
    const keys = ['team-a', 'team-b', 'team-c', 'team-d'];
    const perKey = 25;

    await Promise.all(
      keys.map(async (key) => {
        for (let seq = 0; seq < perKey; seq++) await append(producer, [teamEvent(topic, key, String(seq))]);
      }),
    );

    const rows = await receivedCount(consumer, keys.length * perKey);
    expect(rows).toHaveLength(keys.length * perKey);
    for (const key of keys) {
      const sequence = rows.filter((r) => r.key === key).map((r) => Number(r.name));
      expect(sequence).toEqual(Array.from({ length: perKey }, (_, i) => i));
    }
  });

  it('redelivers until the handler succeeds and commits its work once (at-least-once)', async () => {
    const id = unique();
    const topic = `contract.retry.${id}.v1`;
    const attempts: number[] = [];
    const consumer = await startService(`c_${id}`, `c_${id}`, [
      consumerOf(topic, async (event, manager) => {
        attempts.push(event.attempt);
        // Work done before the failure must roll back with it.
        await manager.query(
          `INSERT INTO contract_received (consumer, event_id, key, name) VALUES ('partial', $1, $2, 'x')`,
          [event.envelope.eventId, event.key],
        );
        if (attempts.length <= 2) throw new Error(`transient failure ${attempts.length}`);
      }),
    ]);
    const producer = await startService(`p_${id}`, `p_${id}`);
    await append(producer, [teamEvent(topic, 'team-r', 'retried')]);

    const rows = await waitFor(
      async () => {
        const all = (await consumer
          .get(DataSource)
          .query(`SELECT consumer, name FROM contract_received ORDER BY id`)) as {
          consumer: string;
          name: string;
        }[];
        return all.some((r) => r.consumer === 'handler') ? all : undefined;
      },
      { ...timeout, what: 'the retried event to commit' },
    );
    expect(attempts).toEqual([1, 2, 3]);
    expect(rows).toEqual([
      { consumer: 'partial', name: 'x' },
      { consumer: 'handler', name: 'retried' },
    ]);
    await sleep(500);
    expect(attempts).toHaveLength(3);
    const inbox = await consumer.get(DataSource).query(`SELECT consumer FROM platform_inbox`);
    expect(inbox).toEqual([{ consumer: `c_${id}` }]);
  });

  it('skips a second delivery of the same event id (inbox)', async () => {
    const id = unique();
    const topic = `contract.dup.${id}.v1`;
    let calls = 0;
    const consumer = await startService(`c_${id}`, `c_${id}`, [
      consumerOf(topic, async () => {
        calls += 1;
      }),
    ]);
    const bus = consumer.get<EventBusAdapter>(EVENT_BUS_ADAPTER);
    const message = (name: string): BusMessage => {
      const envelope = buildEnvelope(`p_${id}`, teamEvent(topic, 'team-d', name));
      return { topic, key: 'team-d', value: toBinary(EnvelopeSchema, envelope), headers: {} };
    };
    const duplicated = message('twice');
    await bus.publish([duplicated, duplicated, message('after')]);

    const rows = await receivedCount(consumer, 2);
    expect(rows.map((r) => r.name)).toEqual(['twice', 'after']);
    expect(calls).toBe(2);
  });

  it('parks a message that keeps failing on <topic>.dlq with the error, then goes on', async () => {
    const id = unique();
    const topic = `contract.dlq.${id}.v1`;
    const attempts: number[] = [];
    const consumer = await startService(`c_${id}`, `c_${id}`, [
      consumerOf(topic, async (event) => {
        if (event.decode(TeamCreatedSchema).name !== 'poison') return;
        attempts.push(event.attempt);
        throw new Error('cannot digest this');
      }),
    ]);
    const parked: Delivery[] = [];
    const dlqReader = target.makeAdapter(`dlq_${id}`);
    extraAdapters.push(dlqReader);
    await dlqReader.subscribe(`dlq_${id}`, [dlqTopic(topic)], async (delivery) => {
      parked.push(delivery);
    });
    const producer = await startService(`p_${id}`, `p_${id}`);
    await append(producer, [teamEvent(topic, 'team-p', 'poison')]);
    await append(producer, [teamEvent(topic, 'team-p', 'healthy')]);

    const rows = await receivedCount(consumer, 1);
    expect(rows.map((r) => r.name)).toEqual(['healthy']);
    expect(attempts).toEqual([1, 2, 3]);
    const [dead] = await waitFor(async () => (parked.length > 0 ? parked : undefined), {
      ...timeout,
      what: 'the dead letter',
    });
    expect(dead.key).toBe('team-p');
    expect(dead.headers).toMatchObject({
      'x-error-message': 'cannot digest this',
      'x-attempts': '3',
      'x-original-topic': topic,
      'x-consumer-group': `c_${id}`,
    });
    expect(dead.headers['x-error-stack']).toContain('cannot digest this');
  });

  it('publishes what was committed and nothing from a rolled-back transaction', async () => {
    const id = unique();
    const topic = `contract.tx.${id}.v1`;
    const consumer = await startService(`c_${id}`, `c_${id}`, [consumerOf(topic)]);
    const producer = await startService(`p_${id}`, `p_${id}`);
    const outbox = producer.get(Outbox);

    await expect(
      producer.get(DataSource).transaction(async (manager) => {
        await outbox.append(manager, teamEvent(topic, 'team-t', 'rolled-back'));
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    await append(producer, [teamEvent(topic, 'team-t', 'committed')]);

    expect((await receivedCount(consumer, 1)).map((r) => r.name)).toEqual(['committed']);
    await waitFor(
      async () => {
        const rows = (await producer.get(DataSource).query(`SELECT published_at FROM platform_outbox`)) as {
          published_at: Date | null;
        }[];
        return rows.length === 1 && rows[0].published_at !== null ? rows : undefined;
      },
      { ...timeout, what: 'the committed record to be marked published' },
    );
    await sleep(750);
    expect((await received(consumer)).map((r) => r.name)).toEqual(['committed']);
  });

  it('publishes records left unpublished by a stopped relay when the service starts again', async () => {
    const id = unique();
    const topic = `contract.restart.${id}.v1`;
    const first = await startService(`p_${id}`, `p_${id}`);
    // Stop the relay the way a crash would: records committed afterwards have nobody to publish them.
    await first.close();
    const standalone = new DataSource({
      type: 'postgres',
      url: pg.url(`p_${id}`),
      entities: platformEntities,
    });
    await standalone.initialize();
    try {
      const outbox = new Outbox({ service: `p_${id}` });
      await standalone.transaction(async (manager) => {
        for (const name of ['one', 'two', 'three'])
          await outbox.append(manager, teamEvent(topic, 'team-s', name));
      });
      const pending = (await standalone.query(
        `SELECT count(*)::int AS n FROM platform_outbox WHERE published_at IS NULL`,
      )) as {
        n: number;
      }[];
      expect(pending[0].n).toBe(3);
    } finally {
      await standalone.destroy();
    }

    const consumer = await startService(`c_${id}`, `c_${id}`, [consumerOf(topic)]);
    const second = await startService(`p_${id}`, `p_${id}`);

    expect((await receivedCount(consumer, 3)).map((r) => r.name)).toEqual(['one', 'two', 'three']);
    await waitFor(
      async () => {
        const rows = (await second
          .get(DataSource)
          .query(`SELECT count(*)::int AS n FROM platform_outbox WHERE published_at IS NULL`)) as {
          n: number;
        }[];
        return rows[0].n === 0 ? true : undefined;
      },
      { ...timeout, what: 'all records to be marked published' },
    );
  });
}

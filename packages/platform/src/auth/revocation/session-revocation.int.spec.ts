import { Controller, Get, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { create, SessionsEndedSchema, Topics, timestampFromDate } from '@chalktalk/contracts';
import { randomUUID } from 'node:crypto';
import { createServiceApp } from '../../app/service-app';
import { baseConfigSchema, loadConfig } from '../../config/config';
import { DatabaseModule } from '../../database/database.module';
import { platformEntities, platformMigrations } from '../../database/platform-schema';
import { EventBusModule } from '../../events/event-bus.module';
import { describeWithKafka } from '../../testing/kafka';
import { publishTestEvent } from '../../testing/publish-event';
import { startTestIssuer, type TestIssuer } from '../../testing/test-issuer';
import { startTestPostgres, type TestPostgres } from '../../testing/test-postgres';
import { waitFor } from '../../testing/wait-for';
import { AuthModule } from '../auth.module';
import type { AuthUser } from '../auth.types';
import { CurrentUser } from '../current-user.decorator';

@Controller('revocation-test')
class MeController {
  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return { id: user.id };
  }
}

/**
 * Replicas of one service (same database, same consumer group) learn that sessions ended from SessionsEnded
 * events: the replica that consumes the event at once, the others from the shared table, and a replica started
 * afterwards at its start.
 */
function sessionRevocationSuite(bus: { adapter: 'inprocess' | 'kafka'; brokers?: string[] }) {
  let pg: TestPostgres;
  let issuer: TestIssuer;
  const replicas: NestFastifyApplication[] = [];
  const service = `revocation-${bus.adapter}-${randomUUID().slice(0, 8)}`;

  async function startReplica(): Promise<NestFastifyApplication> {
    @Module({
      imports: [
        DatabaseModule.forRoot({
          url: pg.url(service.replace(/-/g, '_')),
          entities: platformEntities,
          migrations: platformMigrations,
        }),
        EventBusModule.forRoot({ service, adapter: bus.adapter, brokers: bus.brokers }),
        AuthModule.forRoot({
          jwksUrl: issuer.jwksUrl,
          issuer: 'chalktalk',
          audience: 'chalktalk',
          sessionRevocation: { pollIntervalMs: 250 },
        }),
      ],
      controllers: [MeController],
    })
    class ReplicaModule {}
    const app = await createServiceApp({
      name: service,
      module: ReplicaModule,
      config: loadConfig(baseConfigSchema, { LOG_LEVEL: 'silent' }),
    });
    replicas.push(app);
    return app;
  }

  const statusOf = async (app: NestFastifyApplication, token: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/revocation-test/me',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;

  const endSessions = (
    app: NestFastifyApplication,
    ended: Parameters<typeof create<typeof SessionsEndedSchema>>[1],
  ) =>
    publishTestEvent(app, {
      topic: Topics.IdentitySession,
      key: ended!.accountId!,
      source: 'identity',
      schema: SessionsEndedSchema,
      payload: create(SessionsEndedSchema, ended),
    });

  beforeAll(async () => {
    [pg, issuer] = await Promise.all([startTestPostgres(), startTestIssuer()]);
  }, 60_000);

  afterAll(async () => {
    for (const app of replicas.reverse()) await app.close();
    await issuer?.stop();
    await pg?.stop();
  }, 60_000);

  it('every replica refuses the ended session within seconds, a later replica from its start', async () => {
    const [first, second] = [await startReplica(), await startReplica()];
    const accountId = randomUUID();
    const gone = randomUUID();
    const ended = await issuer.token({ id: accountId, sessionId: randomUUID() });
    const live = await issuer.token({ id: accountId, sessionId: randomUUID() });
    const ofGone = await issuer.token({ id: gone });
    const refuseUntil = timestampFromDate(new Date(Date.now() + 15 * 60_000));
    for (const app of [first, second]) {
      expect(await statusOf(app, ended)).toBe(200);
      expect(await statusOf(app, ofGone)).toBe(200);
    }

    const endedSessionId = JSON.parse(Buffer.from(ended.split('.')[1]!, 'base64url').toString()).sid;
    await endSessions(first, { accountId, sessionIds: [endedSessionId], refuseUntil, reason: 'logout' });
    await endSessions(first, { accountId: gone, allSessions: true, refuseUntil, reason: 'account-deleted' });

    const startedAt = Date.now();
    const learnedAfterMs = await Promise.all(
      [first, second].map(async (app) => {
        await waitFor(
          async () => (await statusOf(app, ended)) === 401 && (await statusOf(app, ofGone)) === 401,
          { timeoutMs: 15_000, intervalMs: 25, what: 'each replica to refuse the ended tokens' },
        );
        return Date.now() - startedAt;
      }),
    );
    if (process.env.REVOCATION_TIMINGS) console.info(`${bus.adapter}: refused after ${learnedAfterMs} ms`);
    for (const app of [first, second]) expect(await statusOf(app, live)).toBe(200);

    const later = await startReplica();
    expect(await statusOf(later, ended)).toBe(401);
    expect(await statusOf(later, ofGone)).toBe(401);
    expect(await statusOf(later, live)).toBe(200);
  }, 90_000);

  it('forgets a refusal whose deadline passed: every token it could match has expired by then', async () => {
    const [app] = replicas;
    const accountId = randomUUID();
    const sessionId = randomUUID();
    const token = await issuer.token({ id: accountId, sessionId });
    const past = timestampFromDate(new Date(Date.now() - 1000));
    await endSessions(app!, { accountId, sessionIds: [sessionId], refuseUntil: past, reason: 'logout' });
    // A marker event sent after it: once that is refused, the first one has been handled too (same key, in order).
    const marker = randomUUID();
    const markerToken = await issuer.token({ id: accountId, sessionId: marker });
    const refuseUntil = timestampFromDate(new Date(Date.now() + 60_000));
    await endSessions(app!, { accountId, sessionIds: [marker], refuseUntil, reason: 'logout' });
    await waitFor(async () => (await statusOf(app!, markerToken)) === 401, {
      timeoutMs: 20_000,
      what: 'the marker refusal',
    });
    expect(await statusOf(app!, token)).toBe(200);
  }, 60_000);
}

describe('session revocation across replicas: in-process bus', () => {
  sessionRevocationSuite({ adapter: 'inprocess' });
});

describeWithKafka('session revocation across replicas: Kafka', (brokers) => {
  sessionRevocationSuite({ adapter: 'kafka', brokers });
});

import {
  create,
  EnvelopeSchema,
  ProfileFlagEarnedSchema,
  timestampNow,
  toBinary,
  Topics,
} from '@chalktalk/contracts';
import { EVENT_BUS_ADAPTER, type EventBusAdapter } from '@chalktalk/platform';
import { startTestPostgres, type TestPostgres, waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createIdentityApp } from '../../src/app';
import { loadIdentityConfig } from '../../src/config';
import { newAccountInput } from '../factories/account.factory';
import { IdentityClient, type SessionBody } from '../factories/identity-client';

type App = Awaited<ReturnType<typeof createIdentityApp>>;

interface ProfileBody {
  profileFlags: Record<string, boolean>;
}

/** What identity consumes from teams (in-process bus, real Postgres): ProfileFlagEarned sets the profile flag. */
describe('identity consuming teams.membership.v1 (real Postgres)', () => {
  let pg: TestPostgres;
  let app: App;
  let client: IdentityClient;

  beforeAll(async () => {
    pg = await startTestPostgres();
    app = await createIdentityApp(
      loadIdentityConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        DATABASE_URL: pg.url('identity_team_events'),
        BOT_CHECK_MAX_NUMBER: '2000',
      }),
    );
    await app.getHttpAdapter().getInstance().ready();
    client = new IdentityClient(app);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await pg?.stop();
  });

  async function flagEarned(eventId: string, userId: string, flag = 'INVITED_TEAM') {
    const teamId = randomUUID();
    const envelope = create(EnvelopeSchema, {
      eventId,
      type: ProfileFlagEarnedSchema.typeName,
      occurredAt: timestampNow(),
      source: 'teams',
      teamId,
      payload: toBinary(ProfileFlagEarnedSchema, create(ProfileFlagEarnedSchema, { userId, flag, teamId })),
    });
    await app.get<EventBusAdapter>(EVENT_BUS_ADAPTER).publish([
      {
        topic: Topics.TeamsMembership,
        key: teamId,
        value: toBinary(EnvelopeSchema, envelope),
        headers: {},
      },
    ]);
  }

  /** Waits until the inbox has recorded the event: it was handled (or skipped) and committed. */
  const handled = (eventId: string) =>
    waitFor(async () => {
      const rows: unknown[] = await app
        .get(DataSource)
        .query(`SELECT 1 FROM platform_inbox WHERE event_id = $1`, [eventId]);
      return rows.length > 0 ? true : undefined;
    });

  const flagsOf = async (accessToken: string) =>
    (await client.profile(accessToken)).json<ProfileBody>().profileFlags;

  it('sets INVITED_TEAM on the profile once, keeping the other flags, and ignores unknown users', async () => {
    const session = (await client.createAccount(newAccountInput())).json<SessionBody>();
    await app.inject({
      method: 'POST',
      url: '/api/account/setProfileFlag',
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: { flag: 'VIEWED_PLAYBOOK', value: true },
    });
    expect(await flagsOf(session.accessToken)).toEqual({ VIEWED_PLAYBOOK: true });

    const eventId = randomUUID();
    await flagEarned(eventId, session.user.id);
    await flagEarned(eventId, session.user.id); // redelivered
    await handled(eventId);
    expect(await flagsOf(session.accessToken)).toEqual({ VIEWED_PLAYBOOK: true, INVITED_TEAM: true });

    // A second, distinct event for the same flag leaves the profile as it is.
    const again = randomUUID();
    await flagEarned(again, session.user.id);
    await handled(again);
    expect(await flagsOf(session.accessToken)).toEqual({ VIEWED_PLAYBOOK: true, INVITED_TEAM: true });

    // A user identity does not know (deleted since) and an unknown flag are consumed without effect or retry.
    const unknownUser = randomUUID();
    const unknownFlag = randomUUID();
    await flagEarned(unknownUser, randomUUID());
    await flagEarned(unknownFlag, session.user.id, 'FLEW_TO_MARS');
    await handled(unknownUser);
    await handled(unknownFlag);
    expect(await flagsOf(session.accessToken)).toEqual({ VIEWED_PLAYBOOK: true, INVITED_TEAM: true });
  }, 60_000);
});

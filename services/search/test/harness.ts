/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely; each expect states the shape it needs. */
import {
  create,
  type GenMessage,
  MemberJoinedSchema,
  type Message,
  TeamCreatedSchema,
  TeamUpdatedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { TeamDirectory } from '@chalktalk/platform';
import {
  publishTestEvent,
  startTestIssuer,
  startTestPostgres,
  type TestIssuer,
  type TestPostgres,
  waitFor,
} from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createSearchApp } from '../src/app';
import { loadSearchConfig } from '../src/config';
import { SEARCH_INDEX, type SearchIndex } from '../src/index/search-document';

type App = Awaited<ReturnType<typeof createSearchApp>>;

/** The search app on a real Postgres with the in-process bus; events published as their owners would. */
export class SearchHarness {
  app!: App;
  db!: DataSource;
  private pg?: TestPostgres;
  private issuer!: TestIssuer;
  private config: Record<string, string> = {};
  private replicas: App[] = [];

  async start(database: string, env: Record<string, string> = {}): Promise<void> {
    this.pg = await startTestPostgres();
    this.issuer = await startTestIssuer();
    this.config = {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      DATABASE_URL: this.pg.url(database),
      JWKS_URL: this.issuer.jwksUrl,
      ...env,
    };
    this.app = await createSearchApp(loadSearchConfig(this.config));
    await this.app.getHttpAdapter().getInstance().ready();
    this.db = this.app.get(DataSource);
  }

  /** A second instance of the service on the same database and index, as another replica (its own event bus). */
  async replica(): Promise<App> {
    const app = await createSearchApp(loadSearchConfig(this.config));
    await app.getHttpAdapter().getInstance().ready();
    this.replicas.push(app);
    return app;
  }

  async stop(): Promise<void> {
    for (const replica of this.replicas) await replica.close();
    await this.app?.close();
    await this.issuer?.stop();
    await this.pg?.stop();
  }

  get index(): SearchIndex {
    return this.app.get<SearchIndex>(SEARCH_INDEX);
  }

  async get<T = any>(userId: string | null, path: string, query: Record<string, string> = {}) {
    const headers: Record<string, string> = {};
    if (userId) headers.authorization = `Bearer ${await this.issuer.token({ id: userId })}`;
    const res = await this.app.inject({
      method: 'GET',
      url: `/api/search/${path}?${new URLSearchParams(query).toString()}`,
      headers,
    });
    return { status: res.statusCode, body: res.json<T>() };
  }

  /** Publishes as the event's owner would, to this app or (another replica) the app given. */
  publish<M extends Message>(
    topic: string,
    key: string,
    schema: GenMessage<M>,
    payload: M,
    source = 'test',
    app: App = this.app,
  ) {
    return publishTestEvent(app, { topic, key, source, teamId: key, schema, payload });
  }

  /** A team as teams' events describe it, with its members. */
  async team(
    options: { paid?: boolean; flags?: Record<string, boolean>; members?: Record<string, string> } = {},
  ) {
    const teamId = randomUUID();
    const base = {
      teamId,
      programId: randomUUID(),
      ownerId: randomUUID(),
      name: 'Varsity',
      sport: 'BASKETBALL_HS',
    };
    await this.publish(
      Topics.TeamsTeam,
      teamId,
      TeamCreatedSchema,
      create(TeamCreatedSchema, { ...base, createdAt: timestampFromDate(new Date(Date.now() - 60_000)) }),
      'teams',
    );
    await this.publish(
      Topics.TeamsTeam,
      teamId,
      TeamUpdatedSchema,
      create(TeamUpdatedSchema, {
        ...base,
        paid: options.paid ?? true,
        flags: options.flags ?? {},
        updatedAt: timestampFromDate(new Date()),
      }),
      'teams',
    );
    const directory = this.app.get(TeamDirectory);
    // Members wait for their team (another topic) to be projected first, as in production.
    await waitFor(
      async () => ((await directory.team(teamId))?.paid === (options.paid ?? true) ? true : undefined),
      {
        what: 'the team in the projection',
        timeoutMs: 30_000,
      },
    );
    for (const [userId, role] of Object.entries(options.members ?? {})) {
      await this.publish(
        Topics.TeamsMembership,
        teamId,
        MemberJoinedSchema,
        create(MemberJoinedSchema, { teamId, userId, role, firstName: '', lastName: '', email: '' }),
        'teams',
      );
    }
    // The owner is projected as an ADMIN member too: wait for the ones named here.
    const wanted = Object.keys(options.members ?? {});
    await waitFor(
      async () => {
        const members = new Set((await directory.members(teamId)).map((member) => member.userId));
        return wanted.every((userId) => members.has(userId)) ? true : undefined;
      },
      { what: 'the members in the projection', timeoutMs: 30_000 },
    );
    return teamId;
  }
}

export const aUser = (): string => randomUUID();

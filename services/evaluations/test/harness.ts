/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely; each expect states the shape it needs. */
import {
  create,
  fromBinary,
  type GenMessage,
  type Message,
  MemberJoinedSchema,
  RosterEntrySchema,
  RosterPlayerAddedSchema,
  RosterPlayerRemovedSchema,
  TeamCreatedSchema,
  TeamUpdatedSchema,
  EnvelopeSchema,
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
import { createEvaluationsApp } from '../src/app';
import { loadEvaluationsConfig } from '../src/config';

type App = Awaited<ReturnType<typeof createEvaluationsApp>>;

export interface Answer<T = any> {
  status: number;
  body: T;
}

export interface TestTeam {
  teamId: string;
  ownerId: string;
  sport: string;
}

/** The evaluations app on a real Postgres, fed teams' events as teams would publish them. */
export class EvaluationsHarness {
  app!: App;
  db!: DataSource;
  directory!: TeamDirectory;
  private pg!: TestPostgres;
  private issuer!: TestIssuer;
  private stamp = Date.parse('2026-01-01T00:00:00Z');

  async start(database: string): Promise<void> {
    this.pg = await startTestPostgres();
    this.issuer = await startTestIssuer();
    this.app = await createEvaluationsApp(
      loadEvaluationsConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        DATABASE_URL: this.pg.url(database),
        JWKS_URL: this.issuer.jwksUrl,
      }),
    );
    await this.app.getHttpAdapter().getInstance().ready();
    this.db = this.app.get(DataSource);
    this.directory = this.app.get(TeamDirectory);
  }

  async stop(): Promise<void> {
    await this.app?.close();
    await this.issuer?.stop();
    await this.pg?.stop();
  }

  async call<T = any>(
    userId: string | null,
    method: 'GET' | 'POST',
    path: string,
    payload: Record<string, unknown> = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (userId) headers.authorization = `Bearer ${await this.issuer.token({ id: userId })}`;
    const query = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)])).toString();
    const res =
      method === 'GET'
        ? await this.app.inject({ method, url: `/api/${path}?${query}`, headers })
        : await this.app.inject({ method, url: `/api/${path}`, headers, payload });
    return { status: res.statusCode, body: res.json<T>() };
  }

  get = <T = any>(userId: string | null, path: string, payload?: Record<string, unknown>) =>
    this.call<T>(userId, 'GET', path, payload);
  post = <T = any>(userId: string | null, path: string, payload?: Record<string, unknown>) =>
    this.call<T>(userId, 'POST', path, payload);

  private publish<M extends Message>(teamId: string, topic: string, schema: GenMessage<M>, payload: M) {
    return publishTestEvent(this.app, { topic, key: teamId, source: 'teams', teamId, schema, payload });
  }

  /** A paid team (owner = ADMIN) with the flags given, as TeamCreated + TeamUpdated describe it. */
  async team(
    options: { sport?: string; paid?: boolean; flags?: Record<string, boolean> } = {},
  ): Promise<TestTeam> {
    const team = { teamId: randomUUID(), programId: randomUUID(), ownerId: randomUUID() };
    const sport = options.sport ?? 'BASKETBALL_HS';
    await this.publish(
      team.teamId,
      Topics.TeamsTeam,
      TeamCreatedSchema,
      create(TeamCreatedSchema, {
        ...team,
        name: 'Varsity',
        sport,
        createdAt: timestampFromDate(new Date(this.stamp)),
      }),
    );
    await this.setTeam({ ...team, sport }, options);
    return { teamId: team.teamId, ownerId: team.ownerId, sport };
  }

  /** Changes paid state and flags (a later TeamUpdated). */
  async setTeam(
    team: { teamId: string; ownerId: string; sport: string; programId?: string },
    options: { paid?: boolean; flags?: Record<string, boolean> },
  ): Promise<void> {
    this.stamp += 1000;
    const paid = options.paid ?? true;
    await this.publish(
      team.teamId,
      Topics.TeamsTeam,
      TeamUpdatedSchema,
      create(TeamUpdatedSchema, {
        teamId: team.teamId,
        ownerId: team.ownerId,
        name: 'Varsity',
        sport: team.sport,
        plan: 'COMPLETE',
        paid,
        flags: options.flags ?? {},
        updatedAt: timestampFromDate(new Date(this.stamp)),
      }),
    );
    const at = new Date(this.stamp);
    await waitFor(
      async () =>
        (await this.directory.team(team.teamId))?.updatedAt.getTime() === at.getTime() ? true : undefined,
      {
        what: 'the team update',
      },
    );
  }

  async member(teamId: string, role: string, names: { firstName?: string; lastName?: string } = {}) {
    const userId = randomUUID();
    await this.publish(
      teamId,
      Topics.TeamsMembership,
      MemberJoinedSchema,
      create(MemberJoinedSchema, {
        teamId,
        userId,
        role,
        email: `${userId}@example.test`,
        firstName: names.firstName ?? 'Casey',
        lastName: names.lastName ?? role.toLowerCase(),
        joinedAt: timestampFromDate(new Date()),
      }),
    );
    await waitFor(async () => ((await this.directory.access(teamId, userId))?.role ? true : undefined), {
      what: 'the member',
    });
    return userId;
  }

  /** A roster entry (a player, or a contact when playerId is given), optionally with an account. */
  async rosterEntry(
    teamId: string,
    fields: { position?: string; userId?: string | null; playerId?: string; firstName?: string } = {},
  ): Promise<string> {
    const rosterId = randomUUID();
    await this.publish(
      teamId,
      Topics.TeamsRoster,
      RosterPlayerAddedSchema,
      create(RosterPlayerAddedSchema, {
        entry: create(RosterEntrySchema, {
          id: rosterId,
          teamId,
          userId: fields.userId ?? '',
          playerId: fields.playerId ?? '',
          jersey: fields.playerId ? '' : '7',
          position: fields.position ?? '',
          firstName: fields.firstName ?? 'Jordan',
          lastName: 'Lee',
          email: '',
          pending: false,
          joinedAt: timestampFromDate(new Date()),
        }),
      }),
    );
    await waitFor(() => this.directory.rosterEntry(rosterId), { what: 'the roster entry' });
    return rosterId;
  }

  async removeRosterEntry(teamId: string, rosterId: string): Promise<void> {
    await this.publish(
      teamId,
      Topics.TeamsRoster,
      RosterPlayerRemovedSchema,
      create(RosterPlayerRemovedSchema, { teamId, rosterId, removedAt: timestampFromDate(new Date()) }),
    );
    await waitFor(async () => ((await this.directory.rosterEntry(rosterId)) ? undefined : true), {
      what: 'the removal',
    });
  }

  /** The events this app wrote to its outbox for the team, decoded, oldest first. */
  async events<M extends Message>(teamId: string, schema: GenMessage<M>): Promise<M[]> {
    const rows: Array<{ payload: Buffer }> = await this.db.query(
      `SELECT payload FROM platform_outbox WHERE key = $1 AND type = $2 ORDER BY id`,
      [teamId, schema.typeName],
    );
    return rows.map((row) => fromBinary(schema, fromBinary(EnvelopeSchema, row.payload).payload));
  }
}

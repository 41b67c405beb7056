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
import { publishTestEvent, ServiceHarness, waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { createSearchApp } from '../src/app';
import { loadSearchConfig } from '../src/config';
import { SEARCH_INDEX, type SearchIndex } from '../src/index/search-document';

type App = Awaited<ReturnType<typeof createSearchApp>>;

/** The search app on the platform's service harness with the in-process bus; events published as their owners would. */
export class SearchHarness extends ServiceHarness<App> {
  private config: Record<string, string> = {};

  constructor() {
    super({ group: 'search' });
  }

  start(database: string, settings: Record<string, string> = {}): Promise<void> {
    return this.boot(({ env }) => {
      this.config = { ...env(database), ...settings };
      return createSearchApp(loadSearchConfig(this.config));
    });
  }

  /** A second instance of the service on the same database and index, as another replica (its own event bus). */
  async replica(): Promise<App> {
    const app = await createSearchApp(loadSearchConfig(this.config));
    this.onStop(() => app.close());
    await app.getHttpAdapter().getInstance().ready();
    return app;
  }

  get index(): SearchIndex {
    return this.app.get<SearchIndex>(SEARCH_INDEX);
  }

  /** Publishes as the event's owner would, to this app or (another replica) the app given. */
  emit<M extends Message>(
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
    await this.emit(
      Topics.TeamsTeam,
      teamId,
      TeamCreatedSchema,
      create(TeamCreatedSchema, { ...base, createdAt: timestampFromDate(new Date(Date.now() - 60_000)) }),
      'teams',
    );
    await this.emit(
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
      await this.emit(
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

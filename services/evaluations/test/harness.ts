/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely; each expect states the shape it needs. */
import {
  create,
  type GenMessage,
  type Message,
  MemberJoinedSchema,
  RosterEntrySchema,
  RosterPlayerAddedSchema,
  RosterPlayerRemovedSchema,
  TeamCreatedSchema,
  TeamUpdatedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { TeamDirectory } from '@chalktalk/platform';
import { ServiceHarness, type TestAnswer, waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { createEvaluationsApp } from '../src/app';
import { loadEvaluationsConfig } from '../src/config';

export type Answer<T = any> = TestAnswer<T>;

export interface TestTeam {
  teamId: string;
  ownerId: string;
  sport: string;
}

/** The evaluations app on the platform's service harness, fed teams' events as teams would publish them. */
export class EvaluationsHarness extends ServiceHarness<Awaited<ReturnType<typeof createEvaluationsApp>>> {
  directory!: TeamDirectory;
  private stamp = Date.parse('2026-01-01T00:00:00Z');

  async start(database: string): Promise<void> {
    await this.boot(({ env }) => createEvaluationsApp(loadEvaluationsConfig(env(database))));
    this.directory = this.app.get(TeamDirectory);
  }

  private fromTeams<M extends Message>(teamId: string, topic: string, schema: GenMessage<M>, payload: M) {
    return this.publish({ topic, key: teamId, source: 'teams', teamId, schema, payload });
  }

  /** A paid team (owner = ADMIN) with the flags given, as TeamCreated + TeamUpdated describe it. */
  async team(
    options: { sport?: string; paid?: boolean; flags?: Record<string, boolean> } = {},
  ): Promise<TestTeam> {
    const team = { teamId: randomUUID(), programId: randomUUID(), ownerId: randomUUID() };
    const sport = options.sport ?? 'BASKETBALL_HS';
    await this.fromTeams(
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
    await this.fromTeams(
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
    await this.fromTeams(
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
    await this.fromTeams(
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
    await this.fromTeams(
      teamId,
      Topics.TeamsRoster,
      RosterPlayerRemovedSchema,
      create(RosterPlayerRemovedSchema, { teamId, rosterId, removedAt: timestampFromDate(new Date()) }),
    );
    await waitFor(async () => ((await this.directory.rosterEntry(rosterId)) ? undefined : true), {
      what: 'the removal',
    });
  }
}

import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  create,
  type GenMessage,
  MemberJoinedSchema,
  MemberPendingSchema,
  MemberRemovedSchema,
  MemberRoleChangedSchema,
  type Message,
  RosterEntrySchema,
  RosterPlayerAddedSchema,
  RosterPlayerRemovedSchema,
  RosterPlayerUpdatedSchema,
  TeamCreatedSchema,
  SnapshotMemberSchema,
  TeamRemovedSchema,
  TeamStateSnapshotSchema,
  TeamUpdatedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { randomUUID } from 'node:crypto';
import { createServiceApp } from '../app/service-app';
import { baseConfigSchema, loadConfig } from '../config/config';
import { DatabaseModule } from '../database/database.module';
import { platformEntities, platformMigrations } from '../database/platform-schema';
import { EventBusModule } from '../events/event-bus.module';
import { publishTestEvent } from '../testing/publish-event';
import { startTestPostgres, type TestPostgres } from '../testing/test-postgres';
import { waitFor } from '../testing/wait-for';
import { TeamDirectory } from './team-directory';
import {
  TeamProjectionModule,
  teamProjectionEntities,
  teamProjectionMigrations,
} from './team-projection.module';

/** TeamProjectionModule follows teams' events into TeamDirectory's answers (real Postgres, in-process bus). */
describe('TeamProjectionModule (real Postgres)', () => {
  let pg: TestPostgres;
  let app: NestFastifyApplication;
  let directory: TeamDirectory;
  const service = 'projection_test';

  beforeAll(async () => {
    pg = await startTestPostgres();
    @Module({
      imports: [
        DatabaseModule.forRoot({
          url: pg.url(service),
          entities: [...platformEntities, ...teamProjectionEntities],
          migrations: [...platformMigrations, ...teamProjectionMigrations],
        }),
        EventBusModule.forRoot({ service, adapter: 'inprocess' }),
        TeamProjectionModule,
      ],
    })
    class ProjectionTestModule {}
    app = await createServiceApp({
      name: service,
      module: ProjectionTestModule,
      config: loadConfig(baseConfigSchema, { LOG_LEVEL: 'silent' }),
    });
    directory = app.get(TeamDirectory);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await pg?.stop();
  });

  const publish = <M extends Message>(topic: string, teamId: string, schema: GenMessage<M>, payload: M) =>
    publishTestEvent(app, { topic, key: teamId, source: 'teams', teamId, schema, payload });

  async function aTeam(programAdminIds: string[] = []) {
    const team = { teamId: randomUUID(), programId: randomUUID(), ownerId: randomUUID() };
    await publish(
      Topics.TeamsTeam,
      team.teamId,
      TeamCreatedSchema,
      create(TeamCreatedSchema, {
        ...team,
        name: 'Varsity',
        sport: 'BASKETBALL_HS',
        programAdminIds,
        createdAt: timestampFromDate(new Date('2026-01-01T00:00:00Z')),
      }),
    );
    await waitFor(() => directory.team(team.teamId), { what: 'the created team' });
    return team;
  }

  it('knows a created team as unpaid, with its owner as ADMIN and program admins as ADMIN', async () => {
    const programAdmin = randomUUID();
    const team = await aTeam([programAdmin]);
    expect(await directory.access(team.teamId, team.ownerId)).toMatchObject({
      team: { name: 'Varsity', paid: false, plan: null },
      role: 'ADMIN',
      pending: false,
    });
    expect((await directory.access(team.teamId, programAdmin))?.role).toBe('ADMIN');
    expect((await directory.access(team.teamId, randomUUID()))?.role).toBeUndefined();
    expect(await directory.access(randomUUID(), team.ownerId)).toBeUndefined();
    expect(await directory.teamsOfProgram(team.programId)).toHaveLength(1);
  });

  it('follows TeamUpdated (plan, paid, flags) and never rolls back to an older state', async () => {
    const team = await aTeam();
    const update = (at: string, paid: boolean, plan: string) =>
      publish(
        Topics.TeamsTeam,
        team.teamId,
        TeamUpdatedSchema,
        create(TeamUpdatedSchema, {
          ...team,
          name: 'Varsity',
          sport: 'BASKETBALL_HS',
          timeZone: 'America/Denver',
          plan,
          paid,
          flags: { COACHES_CAN_CREATE_EVALUATIONS: true, NOTIFY_PLAYERS_ON_NEW_EVALUATION: false },
          updatedAt: timestampFromDate(new Date(at)),
        }),
      );
    await update('2026-02-01T00:00:00Z', true, 'COMPLETE');
    await waitFor(async () => (await directory.team(team.teamId))?.paid || undefined, { what: 'paid' });
    await update('2026-01-15T00:00:00Z', false, 'BASIC');
    await update('2026-01-20T00:00:00Z', false, 'BASIC');
    // A later event on the same key proves the older ones were handled.
    await publish(
      Topics.TeamsTeam,
      team.teamId,
      TeamRemovedSchema,
      create(TeamRemovedSchema, { teamId: randomUUID() }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await directory.team(team.teamId)).toMatchObject({
      paid: true,
      plan: 'COMPLETE',
      timeZone: 'America/Denver',
      flags: { COACHES_CAN_CREATE_EVALUATIONS: true },
    });
  });

  it('tracks pending, joined, re-roled and removed members', async () => {
    const team = await aTeam();
    const player = randomUUID();
    const who = {
      teamId: team.teamId,
      userId: player,
      role: 'PLAYER',
      email: ' Pat@Example.com ',
      firstName: 'Pat',
      lastName: 'Lee',
    };
    const pending = create(MemberPendingSchema, who);
    await publish(Topics.TeamsMembership, team.teamId, MemberPendingSchema, pending);
    await waitFor(() => directory.access(team.teamId, player).then((a) => a?.role), { what: 'pending' });
    expect(await directory.access(team.teamId, player)).toMatchObject({ role: 'PLAYER', pending: true });
    expect((await directory.pendingMembers(team.teamId)).map((m) => m.email)).toEqual(['pat@example.com']);
    expect((await directory.members(team.teamId)).map((m) => m.userId)).toEqual([team.ownerId]);
    // One member: the joined owner; not the pending player, nobody on an unknown team.
    expect(await directory.member(team.teamId, team.ownerId)).toMatchObject({ userId: team.ownerId });
    expect(await directory.member(team.teamId, player)).toBeUndefined();
    expect(await directory.member(randomUUID(), team.ownerId)).toBeUndefined();

    await publish(
      Topics.TeamsMembership,
      team.teamId,
      MemberJoinedSchema,
      create(MemberJoinedSchema, { ...who, email: 'pat@example.com' }),
    );
    await waitFor(() => directory.access(team.teamId, player).then((a) => (a?.pending ? undefined : a)), {
      what: 'joined',
    });
    await publish(
      Topics.TeamsMembership,
      team.teamId,
      MemberRoleChangedSchema,
      create(MemberRoleChangedSchema, {
        teamId: team.teamId,
        userId: player,
        oldRole: 'PLAYER',
        newRole: 'COACH',
      }),
    );
    await waitFor(
      () => directory.access(team.teamId, player).then((a) => (a?.role === 'COACH' ? a : undefined)),
      {
        what: 'the new role',
      },
    );
    expect((await directory.members(team.teamId)).find((m) => m.userId === player)).toMatchObject({
      firstName: 'Pat',
      lastName: 'Lee',
      role: 'COACH',
    });
    expect(await directory.member(team.teamId, player)).toMatchObject({ firstName: 'Pat', role: 'COACH' });
    expect(await directory.membershipsOf(player)).toEqual([
      { teamId: team.teamId, programId: team.programId, role: 'COACH', pending: false, paid: false },
    ]);

    await publish(
      Topics.TeamsMembership,
      team.teamId,
      MemberRemovedSchema,
      create(MemberRemovedSchema, { teamId: team.teamId, userId: player, role: 'COACH' }),
    );
    await waitFor(() => directory.access(team.teamId, player).then((a) => (a?.role ? undefined : true)), {
      what: 'removed',
    });
  });

  it('keeps the roster: players, their contacts, updates and removals (a player takes their contacts along)', async () => {
    const team = await aTeam();
    const player = create(RosterEntrySchema, {
      id: randomUUID(),
      teamId: team.teamId,
      userId: randomUUID(),
      jersey: '23',
      position: 'point guard',
      firstName: 'Sam',
      lastName: 'Reed',
    });
    const contact = create(RosterEntrySchema, {
      id: randomUUID(),
      teamId: team.teamId,
      playerId: player.id,
      firstName: 'Alex',
      lastName: 'Reed',
      email: 'alex@example.com',
    });
    await publish(
      Topics.TeamsRoster,
      team.teamId,
      RosterPlayerAddedSchema,
      create(RosterPlayerAddedSchema, { entry: player }),
    );
    await publish(
      Topics.TeamsRoster,
      team.teamId,
      RosterPlayerAddedSchema,
      create(RosterPlayerAddedSchema, { entry: contact }),
    );
    await publish(
      Topics.TeamsRoster,
      team.teamId,
      RosterPlayerUpdatedSchema,
      create(RosterPlayerUpdatedSchema, { entry: { ...player, jersey: '7' } }),
    );
    await waitFor(async () => ((await directory.roster(team.teamId)).length === 2 ? true : undefined), {
      what: 'two roster entries',
    });
    await waitFor(async () => ((await directory.rosterEntry(player.id))?.jersey === '7' ? true : undefined), {
      what: 'the new jersey',
    });
    expect(await directory.rosterEntry(contact.id)).toMatchObject({ playerId: player.id, userId: null });
    expect((await directory.rosterEntriesOfUser(player.userId)).map((e) => e.rosterId)).toEqual([player.id]);

    await publish(
      Topics.TeamsRoster,
      team.teamId,
      RosterPlayerRemovedSchema,
      create(RosterPlayerRemovedSchema, { teamId: team.teamId, rosterId: player.id }),
    );
    await waitFor(async () => ((await directory.roster(team.teamId)).length === 0 ? true : undefined), {
      what: 'the player and their contact gone',
    });
  });

  it('fills in a team it never heard of from a TeamStateSnapshot, and keeps what change events already gave it', async () => {
    const ownerId = randomUUID();
    const coach = randomUUID();
    const teamId = randomUUID();
    const rosterId = randomUUID();
    const state = {
      teamId,
      ownerId,
      name: 'JV',
      sport: 'LACROSSE_BOYS',
      plan: 'COMPLETE',
      paid: true,
      updatedAt: timestampFromDate(new Date('2026-03-01T00:00:00Z')),
    };
    const snapshot = (name: string, coachRole: string) =>
      create(TeamStateSnapshotSchema, {
        team: { ...state, name },
        members: [
          create(SnapshotMemberSchema, { userId: ownerId, role: 'ADMIN' }),
          create(SnapshotMemberSchema, {
            userId: coach,
            role: coachRole,
            firstName: 'Kim',
            email: 'KIM@x.org',
          }),
        ],
        roster: [create(RosterEntrySchema, { id: rosterId, teamId, jersey: '4', firstName: 'Jo' })],
        takenAt: timestampFromDate(new Date('2026-03-02T00:00:00Z')),
      });
    await publish(Topics.TeamsTeam, teamId, TeamStateSnapshotSchema, snapshot('JV', 'COACH'));
    await waitFor(() => directory.team(teamId), { what: 'the snapshot team' });
    expect(await directory.access(teamId, coach)).toMatchObject({
      team: { name: 'JV', paid: true, plan: 'COMPLETE' },
      role: 'COACH',
    });
    expect((await directory.members(teamId)).find((m) => m.userId === coach)?.email).toBe('kim@x.org');
    expect((await directory.roster(teamId)).map((e) => e.jersey)).toEqual(['4']);

    // A second snapshot (older history than the change events since) changes nothing that is already here.
    await publish(
      Topics.TeamsMembership,
      teamId,
      MemberRoleChangedSchema,
      create(MemberRoleChangedSchema, { teamId, userId: coach, oldRole: 'COACH', newRole: 'ADMIN' }),
    );
    await waitFor(() => directory.access(teamId, coach).then((a) => (a?.role === 'ADMIN' ? a : undefined)), {
      what: 'the role change',
    });
    await publish(Topics.TeamsTeam, teamId, TeamStateSnapshotSchema, snapshot('Renamed later', 'COACH'));
    await publish(
      Topics.TeamsTeam,
      teamId,
      TeamRemovedSchema,
      create(TeamRemovedSchema, { teamId: randomUUID() }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await directory.access(teamId, coach)).toMatchObject({ team: { name: 'JV' }, role: 'ADMIN' });
    expect(await directory.roster(teamId)).toHaveLength(1);
  });
});

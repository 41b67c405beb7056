import {
  create,
  EnvelopeSchema,
  fromBinary,
  type GenMessage,
  MemberJoinedSchema,
  MemberRemovedSchema,
  MemberRoleChangedSchema,
  type Message,
  TeamCreatedSchema,
  TeamRemovedSchema,
  TeamUpdatedSchema,
  timestampFromDate,
  toBinary,
} from '@chalktalk/contracts';
import type { ReceivedEvent } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { PlaybookHarness } from '../../test/harness';
import { PlaybooksEvents } from '../playbooks/playbooks.events';
import { PlaybooksService } from '../playbooks/playbooks.service';
import { TeamProjectionEvents, UNKNOWN_TEAM_ATTEMPTS } from './team-projection.events';
import { TeamProjectionService } from './team-projection.service';

/** An event as the consumer hands it to handlers. */
function received<M extends Message>(schema: GenMessage<M>, payload: M, attempt = 1): ReceivedEvent {
  const envelope = create(EnvelopeSchema, {
    eventId: randomUUID(),
    type: schema.typeName,
    source: 'teams',
    payload: toBinary(schema, payload),
  });
  return {
    envelope,
    topic: 'test',
    key: 'k',
    attempt,
    decode: <T extends Message>(s: GenMessage<T>) => fromBinary(s, envelope.payload),
  };
}

describe('playbook team projection from teams events (real Postgres)', () => {
  const h = new PlaybookHarness();
  let events: TeamProjectionEvents;
  let projection: TeamProjectionService;

  beforeAll(async () => {
    await h.start('playbook_projection');
    events = h.app.get(TeamProjectionEvents);
    projection = h.app.get(TeamProjectionService);
  }, 120_000);

  afterAll(() => h.stop());

  const handle = (work: (manager: EntityManager) => Promise<void>) => h.db.transaction(work);

  async function aTeam() {
    const team = {
      teamId: randomUUID(),
      programId: randomUUID(),
      ownerId: randomUUID(),
      name: 'Varsity',
      sport: 'BASKETBALL_HS',
    };
    await handle((m) => h.app.get(PlaybooksService).onTeamCreated(m, team, new Date('2025-01-01T00:00:00Z')));
    return team;
  }

  const updated = (
    team: Awaited<ReturnType<typeof aTeam>>,
    at: string,
    fields: Partial<{
      paid: boolean;
      plan: string;
      flags: Record<string, boolean>;
      name: string;
      programAdminIds: string[];
    }>,
  ) =>
    received(
      TeamUpdatedSchema,
      create(TeamUpdatedSchema, {
        ...team,
        sport: team.sport,
        updatedAt: timestampFromDate(new Date(at)),
        ...fields,
      }),
    );

  it('follows TeamUpdated (paid, plan, flags, name) and ignores an older state replayed later', async () => {
    const team = await aTeam();
    expect((await projection.access(team.teamId, team.ownerId))!.team).toMatchObject({
      paid: false,
      plan: null,
      flags: {},
    });
    const paid = updated(team, '2025-02-01T00:00:00Z', {
      paid: true,
      plan: 'COMPLETE',
      flags: { PLAYERS_CAN_VIEW_TEAM_ROSTER: true },
      name: 'Varsity Boys',
    });
    await handle((m) => events.teamUpdated(paid, m));
    await handle((m) => events.teamUpdated(paid, m));
    await handle((m) => events.teamUpdated(updated(team, '2025-01-15T00:00:00Z', { paid: false }), m));
    expect((await projection.access(team.teamId, team.ownerId))!.team).toMatchObject({
      name: 'Varsity Boys',
      paid: true,
      plan: 'COMPLETE',
      flags: { PLAYERS_CAN_VIEW_TEAM_ROSTER: true },
    });
  });

  it('records joins (with names and address), role changes and removals, however often each is delivered', async () => {
    const team = await aTeam();
    const player = randomUUID();
    const joined = received(
      MemberJoinedSchema,
      create(MemberJoinedSchema, {
        teamId: team.teamId,
        userId: player,
        role: 'PLAYER',
        email: ' Pat.Lee@Example.test',
        firstName: 'Pat ',
        lastName: 'Lee',
      }),
    );
    await handle((m) => events.memberJoined(joined, m));
    await handle((m) => events.memberJoined(joined, m));
    const named = { userId: player, firstName: 'Pat', lastName: 'Lee', email: 'pat.lee@example.test' };
    expect(await projection.members(team.teamId)).toEqual(
      expect.arrayContaining([{ ...named, role: 'PLAYER' }]),
    );
    const promoted = received(
      MemberRoleChangedSchema,
      create(MemberRoleChangedSchema, {
        teamId: team.teamId,
        userId: player,
        oldRole: 'PLAYER',
        newRole: 'COACH',
      }),
    );
    await handle((m) => events.memberRoleChanged(promoted, m));
    expect((await projection.access(team.teamId, player))!.role).toBe('COACH');
    // A role change carries no name: the one from the join stays; the owner, known only from TeamCreated, has none.
    expect(await projection.members(team.teamId)).toEqual(
      expect.arrayContaining([
        { ...named, role: 'COACH' },
        { userId: team.ownerId, role: 'ADMIN', firstName: '', lastName: '', email: '' },
      ]),
    );
    const removed = received(
      MemberRemovedSchema,
      create(MemberRemovedSchema, { teamId: team.teamId, userId: player, role: 'COACH' }),
    );
    await handle((m) => events.memberRemoved(removed, m));
    await handle((m) => events.memberRemoved(removed, m));
    expect((await projection.access(team.teamId, player))!.role).toBeUndefined();
    expect((await projection.access(team.teamId, team.ownerId))!.role).toBe('ADMIN');
  });

  it('retries a join that overtook its team, then drops it if the team never appears', async () => {
    const teamId = randomUUID();
    const join = (attempt: number) =>
      received(
        MemberJoinedSchema,
        create(MemberJoinedSchema, { teamId, userId: randomUUID(), role: 'PLAYER' }),
        attempt,
      );
    await expect(handle((m) => events.memberJoined(join(1), m))).rejects.toThrow(/not in the projection yet/);
    await expect(handle((m) => events.memberJoined(join(UNKNOWN_TEAM_ATTEMPTS), m))).resolves.toBeUndefined();
    expect(await projection.members(teamId)).toEqual([]);
  });

  it('keeps program admins from TeamCreated and TeamUpdated: ADMIN on each team of the program, member or not', async () => {
    const owner = randomUUID();
    const director = randomUUID();
    const coach = randomUUID();
    const teamId = randomUUID();
    const created = received(
      TeamCreatedSchema,
      create(TeamCreatedSchema, {
        teamId,
        programId: randomUUID(),
        ownerId: owner,
        name: 'Hawks',
        sport: 'BASKETBALL_HS',
        createdAt: timestampFromDate(new Date('2025-01-01T00:00:00Z')),
        programAdminIds: [owner, director],
      }),
    );
    await handle((m) => h.app.get(PlaybooksEvents).teamCreated(created, m));
    expect((await projection.access(teamId, director))!.role).toBe('ADMIN');
    expect(await projection.membershipsOf(director)).toEqual([{ teamId, role: 'ADMIN', paid: false }]);

    // The program's admins change: a coach of the team becomes one, the director is removed.
    const team = { teamId, programId: randomUUID(), ownerId: owner, name: 'Hawks', sport: 'BASKETBALL_HS' };
    await handle((m) =>
      events.memberJoined(
        received(MemberJoinedSchema, create(MemberJoinedSchema, { teamId, userId: coach, role: 'COACH' })),
        m,
      ),
    );
    await handle((m) =>
      events.teamUpdated(
        updated(team, '2025-02-01T00:00:00Z', { paid: true, programAdminIds: [owner, coach] }),
        m,
      ),
    );
    expect((await projection.access(teamId, director))!.role).toBeUndefined();
    expect(await projection.membershipsOf(director)).toEqual([]);
    expect((await projection.access(teamId, coach))!.role).toBe('ADMIN');
    expect(await projection.membershipsOf(coach)).toEqual([{ teamId, role: 'ADMIN', paid: true }]);
    // Team members keep their own role in the member list (viewers, reminders).
    expect((await projection.members(teamId)).find((m) => m.userId === coach)!.role).toBe('COACH');
  });

  it('lets a program admin who is not on the team open and edit its playbook (COACHES_CAN_EDIT_TEAM_PLAYS)', async () => {
    const team = await aTeam();
    const director = randomUUID();
    const getPlaybook = () =>
      h.get<{ playbook: { readOnly: boolean } }>(director, 'getTeamPlaybook', { teamId: team.teamId });
    expect((await getPlaybook()).status).toBe(403);
    const state = (at: string, programAdminIds: string[]) =>
      updated(team, at, { paid: true, flags: { COACHES_CAN_EDIT_TEAM_PLAYS: true }, programAdminIds });
    await handle((m) => events.teamUpdated(state('2025-03-01T00:00:00Z', [team.ownerId, director]), m));
    const opened = await getPlaybook();
    expect([opened.status, opened.body.playbook.readOnly]).toEqual([200, false]);
    await handle((m) => events.teamUpdated(state('2025-03-02T00:00:00Z', [team.ownerId]), m));
    expect((await getPlaybook()).status).toBe(403);
  });

  it('forgets a removed team and its members', async () => {
    const team = await aTeam();
    const gone = received(TeamRemovedSchema, create(TeamRemovedSchema, { teamId: team.teamId }));
    await handle((m) => events.teamRemoved(gone, m));
    await handle((m) => events.teamRemoved(gone, m));
    expect(await projection.access(team.teamId, team.ownerId)).toBeUndefined();
    expect(await projection.members(team.teamId)).toEqual([]);
  });
});

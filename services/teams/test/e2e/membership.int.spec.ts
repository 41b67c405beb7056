import {
  InvitationCreatedSchema,
  JoinMethod,
  MemberJoinedSchema,
  MemberPendingSchema,
  MemberRemovedSchema,
  MemberRoleChangedSchema,
  ProfileFlagEarnedSchema,
  RemovalReason,
  RosterPlayerAddedSchema,
  TeamEmailRequestedSchema,
  TeamUpdatedSchema,
} from '@chalktalk/contracts';
import { randomUUID } from 'node:crypto';
import { DemoSeedService } from '../../src/demo-seed/demo-seed.service';
import { TeamsHarness } from './teams-harness';

interface TeamView {
  id: string;
  name: string;
  teamKey?: string;
  members: Record<string, { role: string }>;
  pending?: boolean;
  flags: Record<string, boolean>;
  paid: boolean;
}

const h = new TeamsHarness();

beforeAll(() => h.start('teams_membership'), 120_000);
afterAll(() => h.stop());

/** A program with one team of the sport; paid unless told otherwise. Returns the team with its key. */
async function aTeam(opts: { sport?: string; paid?: boolean; plan?: string } = {}) {
  const owner = randomUUID();
  const created = await h.post<{ program: { id: string }; teams: TeamView[] }>(owner, 'createProgram', {
    name: 'Club',
    teams: [{ name: 'Varsity', sport: opts.sport ?? 'BASKETBALL_HS' }],
  });
  if (opts.paid !== false)
    await h.app.get(DemoSeedService).markProgramPaidForDemo(created.body.program.id, opts.plan ?? 'COMPLETE');
  const team = created.body.teams[0]!;
  return { owner, programId: created.body.program.id, teamId: team.id, teamKey: team.teamKey! };
}

async function joinAs(teamKey: string, userId = randomUUID()) {
  const answer = await h.post<{ joinedTeams: TeamView[]; joinedAs: string; pending: boolean }>(
    userId,
    'joinTeam',
    {
      teamKey,
    },
  );
  return { userId, ...answer };
}

async function withCoach(team: { owner: string; teamId: string; teamKey: string }) {
  const coach = (await joinAs(team.teamKey)).userId;
  expect(
    (await h.post(team.owner, 'changeUserRole', { teamId: team.teamId, uid: coach, newRole: 'COACH' }))
      .status,
  ).toBe(200);
  return coach;
}

const limitPlayers = (teamId: string, limit: number) =>
  h.db.query(`UPDATE teams SET custom_contract = $2 WHERE id = $1`, [teamId, { PlayerLimit: limit }]);

describe('joinTeam', () => {
  it('joins as a player with the key in any case, with a roster entry and events', async () => {
    const team = await aTeam();
    const joined = await joinAs(team.teamKey.toLowerCase());
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ joinedAs: 'PLAYER', pending: false });
    expect(joined.body.joinedTeams.map((t) => t.id)).toEqual([team.teamId]);
    expect(joined.body.joinedTeams[0]!.teamKey).toBeUndefined();
    const listed = await h.get<{ joined: TeamView[] }>(joined.userId, 'retrieveTeams');
    expect(listed.body.joined.map((t) => t.id)).toEqual([team.teamId]);

    const [creator, event] = await h.events(MemberJoinedSchema, team.teamId);
    expect(creator).toMatchObject({ userId: team.owner, role: 'ADMIN', method: JoinMethod.CREATOR });
    expect(event).toMatchObject({
      userId: joined.userId,
      role: 'PLAYER',
      method: JoinMethod.TEAM_KEY,
      email: `${joined.userId}@example.test`,
    });
    const [added] = await h.events(RosterPlayerAddedSchema, team.teamId);
    expect(added!.entry).toMatchObject({ userId: joined.userId, pending: false, firstName: 'Test' });
    expect(event!.rosterId).toBe(added!.entry!.id);
  });

  it('answers the spec messages: empty key, unknown key, already joined', async () => {
    const team = await aTeam();
    const empty = await h.post(randomUUID(), 'joinTeam', { teamKey: '  ' });
    expect([empty.status, empty.error?.code, empty.error?.details?.[0]?.message]).toEqual([
      400,
      'G001',
      'Please enter a team key',
    ]);
    const unknown = await h.post(randomUUID(), 'joinTeam', { teamKey: 'ZZZZZZZZ' });
    expect([unknown.status, unknown.error?.code, unknown.error?.message]).toEqual([
      404,
      'G004',
      'No team found with this code',
    ]);
    const player = await joinAs(team.teamKey);
    const again = await joinAs(team.teamKey, player.userId);
    expect([again.status, again.error?.code, again.error?.message]).toEqual([
      409,
      'T004',
      'You are already joined to this team',
    ]);
    const owner = await joinAs(team.teamKey, team.owner);
    expect(owner.error?.code).toBe('T004');
  });

  it("refuses a join past the team's player limit with T002, also under concurrency", async () => {
    const team = await aTeam();
    await limitPlayers(team.teamId, 3);
    const answers = await Promise.all(Array.from({ length: 6 }, () => joinAs(team.teamKey)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.error?.code, a.error?.message])).toEqual(
      Array.from({ length: 3 }, () => [409, 'T002', 'This team is already full']),
    );
    const count = await h.db.query('SELECT count(*)::int AS n FROM roster_entries WHERE team_id = $1', [
      team.teamId,
    ]);
    expect(count[0].n).toBe(3);
  });

  it('sizes a new (unpaid, plan-less) team as Basic: 13 basketball players', async () => {
    const team = await aTeam({ paid: false });
    for (let i = 0; i < 13; i++) expect((await joinAs(team.teamKey)).status).toBe(200);
    expect((await joinAs(team.teamKey)).error?.code).toBe('T002');
  });
});

describe('team-size limits on every way in (T002)', () => {
  const full = (answer: { status: number; error?: { code: string; message: string } }) => [
    answer.status,
    answer.error?.code,
    answer.error?.message,
  ];
  const T002 = [409, 'T002', 'This team is already full'];

  it('refuses a join by link, a new invitation link and a typed-in player once the player seats are taken', async () => {
    const team = await aTeam();
    const invited = await h.post<{ invitations: { link: string }[] }>(team.owner, 'inviteMembers', {
      entityId: team.teamId,
      playerEmails: ['late@example.test'],
    });
    const code = new URL(invited.body.invitations[0]!.link).searchParams.get('k');
    await limitPlayers(team.teamId, 1);
    expect((await joinAs(team.teamKey)).status).toBe(200);

    const byLink = await h.post(randomUUID(), 'joinTeamLink', { entityId: team.teamId, linkCode: code });
    expect(full(byLink)).toEqual(T002);
    expect(full(await h.get(team.owner, 'inviteLink', { entityId: team.teamId, type: 'player' }))).toEqual(
      T002,
    );
    const typedIn = await h.post(team.owner, 'addRosterPlayer', {
      teamId: team.teamId,
      player: { firstName: 'Extra', lastName: 'Player' },
    });
    expect(full(typedIn)).toEqual(T002);
    // Only the player seats are full.
    expect((await h.get(team.owner, 'inviteLink', { entityId: team.teamId, type: 'COACH' })).status).toBe(
      200,
    );
  });

  it('gives a program under 5 teams 3 free admin seats, never on club complete', async () => {
    // Basketball Complete: 1 admin seat + 3 free in a one-team program; the owner holds one.
    const small = await aTeam();
    const admins = (n: number) => Array.from({ length: n }, (_, i) => `admin${i}@example.test`);
    const four = await h.post(small.owner, 'inviteMembers', {
      entityId: small.teamId,
      adminEmails: admins(4),
    });
    expect(full(four)).toEqual(T002);
    const three = await h.post(small.owner, 'inviteMembers', {
      entityId: small.teamId,
      adminEmails: admins(3),
    });
    expect(three.status).toBe(200);

    // Basketball Club Complete: 1 admin seat and no free ones; the owner holds it.
    const club = await aTeam({ plan: 'CLUB_COMPLETE' });
    const one = await h.post(club.owner, 'inviteMembers', { entityId: club.teamId, adminEmails: admins(1) });
    expect(full(one)).toEqual(T002);
    const member = (await joinAs(club.teamKey)).userId;
    const promoted = await h.post(club.owner, 'changeUserRole', {
      teamId: club.teamId,
      uid: member,
      newRole: 'ADMIN',
    });
    expect(full(promoted)).toEqual(T002);
  });
});

describe('one player seat per sport line in a program (T005)', () => {
  async function aClub() {
    const owner = randomUUID();
    const created = await h.post<{ program: { id: string }; teams: TeamView[] }>(owner, 'createProgram', {
      name: 'Club',
      teams: [
        { name: 'Varsity', sport: 'BASKETBALL_HS' },
        { name: 'JV', sport: 'BASKETBALL_HS' },
        { name: 'Football', sport: 'FOOTBALL_HS' },
      ],
    });
    await h.app.get(DemoSeedService).markProgramPaidForDemo(created.body.program.id, 'COMPLETE');
    const [varsity, jv, football] = created.body.teams;
    return { owner, varsity: varsity!, jv: jv!, football: football! };
  }

  const linkCode = async (owner: string, teamId: string, type: string) =>
    new URL(
      (await h.get<{ link: string }>(owner, 'inviteLink', { entityId: teamId, type })).body.link,
    ).searchParams.get('k');

  it('refuses a second player seat of the same sport line, by key and by link, and changes nothing', async () => {
    const club = await aClub();
    const player = (await joinAs(club.varsity.teamKey!)).userId;
    const byKey = await joinAs(club.jv.teamKey!, player);
    expect([byKey.status, byKey.error?.code, byKey.error?.message]).toEqual([
      409,
      'T005',
      'You are already a member of a paid team.',
    ]);
    const byLink = await h.post(player, 'joinTeamLink', {
      entityId: club.jv.id,
      linkCode: await linkCode(club.owner, club.jv.id, 'PLAYER'),
    });
    expect([byLink.status, byLink.error?.code]).toEqual([409, 'T005']);
    const rows = await h.db.query(
      'SELECT (SELECT count(*)::int FROM memberships WHERE team_id = $1) AS members, (SELECT count(*)::int FROM roster_entries WHERE team_id = $1) AS roster, (SELECT sum(uses)::int FROM invite_links WHERE team_id = $1) AS uses',
      [club.jv.id],
    );
    expect(rows[0]).toEqual({ members: 1, roster: 0, uses: 0 });
    expect((await h.events(MemberJoinedSchema, club.jv.id)).map((e) => e.userId)).toEqual([club.owner]);
  });

  it('lets the player join another sport line, another program, and the same line as a coach', async () => {
    const club = await aClub();
    const player = (await joinAs(club.varsity.teamKey!)).userId;
    expect((await joinAs(club.football.teamKey!, player)).status).toBe(200);
    expect((await joinAs((await aTeam()).teamKey, player)).status).toBe(200);
    const asCoach = await h.post<{ joinedAs: string }>(player, 'joinTeamLink', {
      entityId: club.jv.id,
      linkCode: await linkCode(club.owner, club.jv.id, 'COACH'),
    });
    expect([asCoach.status, asCoach.body.joinedAs]).toEqual([200, 'COACH']);
  });

  it('does not count a coach role or a seat on an unpaid team', async () => {
    const club = await aClub();
    const coach = randomUUID();
    await h.post(coach, 'joinTeamLink', {
      entityId: club.varsity.id,
      linkCode: await linkCode(club.owner, club.varsity.id, 'COACH'),
    });
    expect((await joinAs(club.jv.teamKey!, coach)).status).toBe(200);

    const unpaid = await aTeam({ paid: false });
    const second = await h.post<{ teams: TeamView[] }>(unpaid.owner, 'updateProgramTeams', {
      programId: unpaid.programId,
      added: [{ name: 'JV', sport: 'BASKETBALL_HS' }],
      modified: [],
      removed: [],
    });
    const player = (await joinAs(unpaid.teamKey)).userId;
    const jv = second.body.teams.find((t) => t.name === 'JV')!;
    expect((await joinAs(jv.teamKey!, player)).status).toBe(200);
  });
});

describe('the roster queue and pending members', () => {
  it('sends joins to pending with PLAYERS_USE_ROSTER_QUEUE; accept, reject and assign in one update', async () => {
    const team = await aTeam();
    const coach = await withCoach(team);
    expect(
      (
        await h.post(coach, 'setTeamFlag', {
          teamId: team.teamId,
          flag: 'PLAYERS_USE_ROSTER_QUEUE',
          value: true,
        })
      ).error?.code,
    ).toBe('G003');
    const flagged = await h.post<{ flags: object }>(team.owner, 'setTeamFlag', {
      teamId: team.teamId,
      flag: 'PLAYERS_USE_ROSTER_QUEUE',
      value: true,
    });
    expect(flagged.body.flags).toEqual({ PLAYERS_USE_ROSTER_QUEUE: true });
    const updated = await h.events(TeamUpdatedSchema, team.teamId);
    expect(updated.at(-1)!.flags).toEqual({ PLAYERS_USE_ROSTER_QUEUE: true });

    const [a, b, c] = [await joinAs(team.teamKey), await joinAs(team.teamKey), await joinAs(team.teamKey)];
    expect([a.body.pending, a.body.joinedAs]).toEqual([true, 'PLAYER']);
    const listed = await h.get<{ pendingJoin: TeamView[]; joined: TeamView[] }>(a.userId, 'retrieveTeams');
    expect(listed.body.pendingJoin.map((t) => [t.id, t.pending])).toEqual([[team.teamId, true]]);
    expect(listed.body.joined).toEqual([]);
    expect((await h.events(MemberPendingSchema, team.teamId)).map((e) => e.userId)).toEqual([
      a.userId,
      b.userId,
      c.userId,
    ]);
    // A pending member may not read the roster yet.
    expect((await h.get(a.userId, 'getRoster', { teamId: team.teamId })).error?.code).toBe('G003');

    const pending = await h.get<{ pendingMembers: { uid: string; rosterId: string }[] }>(
      coach,
      'getPendingRoster',
      {
        teamId: team.teamId,
      },
    );
    expect(pending.body.pendingMembers.map((m) => m.uid)).toEqual([a.userId, b.userId, c.userId]);
    expect((await h.get(a.userId, 'getPendingRoster', { teamId: team.teamId })).error?.code).toBe('G003');

    const typedIn = await h.post<{ player: { id: string } }>(coach, 'addRosterPlayer', {
      teamId: team.teamId,
      player: { firstName: 'Cam', lastName: 'Cole', jersey: '7', position: 'center' },
    });
    const result = await h.post<{ success: boolean; failed: { uid: string; code: string }[] }>(
      coach,
      'updatePendingMembers',
      {
        teamId: team.teamId,
        accept: [a.userId, randomUUID()],
        reject: [b.userId],
        assign: [{ uid: c.userId, playerId: typedIn.body.player.id }],
      },
    );
    expect(result.body.success).toBe(false);
    expect(result.body.failed).toEqual([expect.objectContaining({ code: 'G004' })]);

    const roster = await h.get<{ roster: { id: string; uid: string | null; jersey: string }[] }>(
      coach,
      'getRoster',
      {
        teamId: team.teamId,
      },
    );
    expect(roster.body.roster.map((p) => [p.uid, p.jersey])).toEqual([
      [c.userId, '7'],
      [a.userId, ''],
    ]);
    const joined = await h.events(MemberJoinedSchema, team.teamId);
    expect(joined.filter((e) => e.method === JoinMethod.APPROVED).map((e) => e.userId)).toEqual([
      a.userId,
      c.userId,
    ]);
    const removed = await h.events(MemberRemovedSchema, team.teamId);
    expect(removed).toEqual([
      expect.objectContaining({ userId: b.userId, reason: RemovalReason.REJECTED, wasPending: true }),
    ]);
    const ok = await h.post<{ success: boolean }>(coach, 'updatePendingMembers', { teamId: team.teamId });
    expect(ok.body.success).toBe(true);
  });

  it('reports T002 for an acceptance past the limit while accepting the rest', async () => {
    const team = await aTeam();
    await h.post(team.owner, 'setTeamFlag', {
      teamId: team.teamId,
      flag: 'PLAYERS_USE_ROSTER_QUEUE',
      value: true,
    });
    const [a, b] = [await joinAs(team.teamKey), await joinAs(team.teamKey)];
    await limitPlayers(team.teamId, 1);
    const result = await h.post<{ success: boolean; failed: { uid: string; code: string }[] }>(
      team.owner,
      'updatePendingMembers',
      { teamId: team.teamId, accept: [a.userId, b.userId] },
    );
    expect(result.body).toEqual({
      success: false,
      failed: [expect.objectContaining({ uid: b.userId, code: 'T002' })],
    });
  });
});

describe('roles, leaving and removal', () => {
  it('changes roles within the limits; admin changes need an admin; the owner stays admin', async () => {
    const team = await aTeam();
    const coach = await withCoach(team);
    const player = (await joinAs(team.teamKey)).userId;
    expect(
      (await h.post(coach, 'changeUserRole', { teamId: team.teamId, uid: player, newRole: 'ADMIN' })).error
        ?.code,
    ).toBe('G003');
    expect(
      (await h.post(coach, 'changeUserRole', { teamId: team.teamId, uid: team.owner, newRole: 'COACH' }))
        .error?.code,
    ).toBe('G003');
    expect(
      (await h.post(player, 'changeUserRole', { teamId: team.teamId, uid: coach, newRole: 'PLAYER' })).error
        ?.code,
    ).toBe('G003');

    // Basketball Complete has 3 coach seats: the coach, then two more.
    const more = [(await joinAs(team.teamKey)).userId, (await joinAs(team.teamKey)).userId];
    for (const uid of more)
      expect(
        (await h.post(coach, 'changeUserRole', { teamId: team.teamId, uid, newRole: 'COACH' })).status,
      ).toBe(200);
    const full = await h.post(coach, 'changeUserRole', {
      teamId: team.teamId,
      uid: player,
      newRole: 'COACH',
    });
    expect([full.status, full.error?.code, full.error?.message]).toEqual([
      409,
      'T002',
      'This team is already full',
    ]);

    const promoted = await h.post(team.owner, 'changeUserRole', {
      teamId: team.teamId,
      uid: player,
      newRole: 'ADMIN',
    });
    expect(promoted.body).toEqual({ member: { uid: player, role: 'ADMIN', rosterId: null } });
    const entries = await h.db.query('SELECT 1 FROM roster_entries WHERE team_id = $1 AND user_id = $2', [
      team.teamId,
      player,
    ]);
    expect(entries.length).toBe(0);
    const changes = await h.events(MemberRoleChangedSchema, team.teamId);
    expect(changes.at(-1)).toMatchObject({ userId: player, oldRole: 'PLAYER', newRole: 'ADMIN' });
  });

  it('makes a member a contact of a player (a roster entry carrying playerId)', async () => {
    const team = await aTeam();
    const player = (await joinAs(team.teamKey)).userId;
    const parent = (await joinAs(team.teamKey)).userId;
    const playerEntry = await h.db.query<{ id: string }[]>(
      'SELECT id FROM roster_entries WHERE user_id = $1',
      [player],
    );
    const noPlayer = await h.post(team.owner, 'changeUserRole', {
      teamId: team.teamId,
      uid: parent,
      newRole: 'CONTACT',
    });
    expect(noPlayer.error?.code).toBe('G001');
    const changed = await h.post<{ member: { rosterId: string } }>(team.owner, 'changeUserRole', {
      teamId: team.teamId,
      uid: parent,
      newRole: 'CONTACT',
      playerId: playerEntry[0]!.id,
    });
    expect(changed.status).toBe(200);
    const roster = await h.get<{ roster: { uid: string; contacts: { uid: string; playerId: string }[] }[] }>(
      team.owner,
      'getRoster',
      { teamId: team.teamId },
    );
    expect(roster.body.roster).toEqual([
      expect.objectContaining({
        uid: player,
        contacts: [expect.objectContaining({ uid: parent, playerId: playerEntry[0]!.id })],
      }),
    ]);
  });

  it('lets only non-admins leave', async () => {
    const team = await aTeam();
    const player = (await joinAs(team.teamKey)).userId;
    expect((await h.post(team.owner, 'leaveTeam', { teamId: team.teamId })).error?.code).toBe('G003');
    expect((await h.post(randomUUID(), 'leaveTeam', { teamId: team.teamId })).error?.code).toBe('G004');
    expect((await h.post(player, 'leaveTeam', { teamId: team.teamId })).body).toEqual({ left: true });
    expect((await h.get<{ joined: unknown[] }>(player, 'retrieveTeams')).body.joined).toEqual([]);
    expect((await h.events(MemberRemovedSchema, team.teamId)).at(-1)).toMatchObject({
      userId: player,
      reason: RemovalReason.LEFT,
    });
  });

  it('lets a pending member withdraw and keeps an admin member who is not the owner from leaving', async () => {
    const team = await aTeam();
    await h.post(team.owner, 'setTeamFlag', {
      teamId: team.teamId,
      flag: 'PLAYERS_USE_ROSTER_QUEUE',
      value: true,
    });
    const waiting = await joinAs(team.teamKey);
    expect(waiting.body.pending).toBe(true);
    expect((await h.post(waiting.userId, 'leaveTeam', { teamId: team.teamId })).body).toEqual({ left: true });
    expect(
      (await h.get<{ pendingJoin: unknown[] }>(waiting.userId, 'retrieveTeams')).body.pendingJoin,
    ).toEqual([]);
    const queue = await h.get<{ pendingMembers: unknown[]; pendingRoster: unknown[] }>(
      team.owner,
      'getPendingRoster',
      { teamId: team.teamId },
    );
    expect(queue.body).toMatchObject({ pendingMembers: [], pendingRoster: [] });
    expect((await h.events(MemberRemovedSchema, team.teamId)).at(-1)).toMatchObject({
      userId: waiting.userId,
      reason: RemovalReason.LEFT,
      wasPending: true,
    });

    const admin = (await joinAs(team.teamKey)).userId;
    expect(
      (await h.post(team.owner, 'updatePendingMembers', { teamId: team.teamId, accept: [admin] })).body,
    ).toMatchObject({ success: true });
    expect(
      (await h.post(team.owner, 'changeUserRole', { teamId: team.teamId, uid: admin, newRole: 'ADMIN' }))
        .status,
    ).toBe(200);
    expect((await h.post(admin, 'leaveTeam', { teamId: team.teamId })).error?.code).toBe('G003');
  });

  it('removes members (editors), admins only by admins, never the owner', async () => {
    const team = await aTeam();
    const coach = await withCoach(team);
    const [player, admin] = [(await joinAs(team.teamKey)).userId, (await joinAs(team.teamKey)).userId];
    await h.post(team.owner, 'changeUserRole', { teamId: team.teamId, uid: admin, newRole: 'ADMIN' });
    expect(
      (await h.post(player, 'removeTeamMembers', { entityId: team.teamId, memberIds: [coach] })).error?.code,
    ).toBe('G003');
    expect(
      (await h.post(coach, 'removeTeamMembers', { entityId: team.teamId, memberIds: [admin] })).error?.code,
    ).toBe('G003');
    expect(
      (await h.post(admin, 'removeTeamMembers', { entityId: team.teamId, memberIds: [team.owner] })).error
        ?.code,
    ).toBe('G003');
    const removed = await h.post(coach, 'removeTeamMembers', { entityId: team.teamId, memberIds: [player] });
    expect(removed.body).toEqual({ removed: [player] });
    expect(
      (await h.post(team.owner, 'removeTeamMembers', { entityId: team.teamId, memberIds: [admin] })).status,
    ).toBe(200);
    const members = await h.get<{ members: Record<string, { uid: string }[]> }>(
      team.owner,
      'getTeamMembers',
      {
        teams: team.teamId,
      },
    );
    expect(members.body.members[team.teamId]!.map((m) => m.uid).sort()).toEqual([coach, team.owner].sort());
  });

  it('lists members for members and program admins only', async () => {
    const team = await aTeam();
    const player = (await joinAs(team.teamKey)).userId;
    const own = await h.get<{ members: Record<string, { uid: string; email?: string }[]> }>(
      player,
      'getTeamMembers',
      {
        programs: team.programId,
      },
    );
    expect(own.body.members[team.teamId]!.map((m) => m.uid)).toEqual([team.owner, player]);
    expect(own.body.members[team.teamId]!.every((m) => m.email === undefined)).toBe(true);
    expect((await h.get(randomUUID(), 'getTeamMembers', { teams: team.teamId })).error?.code).toBe('G003');
    expect((await h.get(player, 'getTeamMembers', {})).error?.code).toBe('G001');
  });
});

describe('invitations', () => {
  it('invites by email with one link per role, mails through InvitationCreated, and joins by link', async () => {
    const team = await aTeam();
    const invited = await h.post<{
      invitations: { role: string; emails: string[]; link: string }[];
      alreadyMembers: string[];
    }>(team.owner, 'inviteMembers', {
      entityId: team.teamId,
      playerEmails: ['P1@Example.test', 'p2@example.test'],
      coachEmails: ['coach@example.test'],
      adminEmails: [`${team.owner}@example.test`],
    });
    expect(invited.status).toBe(200);
    expect(invited.body.alreadyMembers).toEqual([`${team.owner}@example.test`]);
    expect(invited.body.invitations.map((i) => [i.role, i.emails])).toEqual([
      ['PLAYER', ['p1@example.test', 'p2@example.test']],
      ['COACH', ['coach@example.test']],
    ]);
    const coachLink = new URL(invited.body.invitations[1]!.link);
    expect(coachLink.origin + coachLink.pathname).toBe('http://web.test/join-team');
    expect(coachLink.searchParams.get('j')).toBe(team.teamId);

    const mails = await h.events(InvitationCreatedSchema, team.teamId);
    expect(mails.map((m) => [m.role, m.emails, m.teamName, m.inviterName])).toEqual([
      ['PLAYER', ['p1@example.test', 'p2@example.test'], 'Varsity', 'Test User'],
      ['COACH', ['coach@example.test'], 'Varsity', 'Test User'],
    ]);
    expect(mails[1]!.html).toContain(coachLink.href.replace(/&/g, '&amp;'));
    expect(mails[1]!.subject).toBe('Test User invited you to join Varsity on Chalktalk');

    const body = { entityId: team.teamId, linkCode: coachLink.searchParams.get('k') };
    const joined = await h.post<{ joinedAs: string; pending: boolean }>(randomUUID(), 'joinTeamLink', body);
    expect(joined.body).toMatchObject({ joinedAs: 'COACH', pending: false });
    const usedUp = await h.post(randomUUID(), 'joinTeamLink', body);
    expect([usedUp.status, usedUp.error?.code, usedUp.error?.message]).toEqual([
      404,
      'T003',
      'This link is invalid or expired.',
    ]);
    expect((await h.post(randomUUID(), 'joinTeamLink', { ...body, linkCode: 'nope' })).error?.code).toBe(
      'T003',
    );
    expect((await h.post(randomUUID(), 'joinTeamLink', { linkCode: 'x' })).error?.code).toBe('G001');
    expect((await h.post(randomUUID(), 'joinTeamLink', { entityId: team.teamId })).error?.code).toBe('G001');
  });

  it('ignores the roster queue for invited people, refuses expired links and already joined users', async () => {
    const team = await aTeam();
    await h.post(team.owner, 'setTeamFlag', {
      teamId: team.teamId,
      flag: 'PLAYERS_USE_ROSTER_QUEUE',
      value: true,
    });
    const link = new URL(
      (
        await h.get<{ link: string }>(team.owner, 'inviteLink', {
          entityId: team.teamId,
          type: 'player',
          email: 'a@b.co',
        })
      ).body.link,
    );
    const code = link.searchParams.get('k')!;
    const player = randomUUID();
    const joined = await h.post<{ pending: boolean }>(player, 'joinTeamLink', {
      entityId: team.teamId,
      linkCode: code,
    });
    expect(joined.body.pending).toBe(false);
    const second = await h.get<{ link: string }>(team.owner, 'inviteLink', {
      entityId: team.teamId,
      type: 'PLAYER',
    });
    const secondCode = new URL(second.body.link).searchParams.get('k');
    expect(
      (await h.post(player, 'joinTeamLink', { entityId: team.teamId, linkCode: secondCode })).error?.code,
    ).toBe('T004');
    await h.db.query(`UPDATE invite_links SET expires_at = now() - interval '1 minute' WHERE code = $1`, [
      secondCode,
    ]);
    expect(
      (await h.post(randomUUID(), 'joinTeamLink', { entityId: team.teamId, linkCode: secondCode })).error
        ?.code,
    ).toBe('T003');
  });

  it('keeps invitations to editors, admin invitations to admins, and within the limits', async () => {
    const team = await aTeam();
    const coach = await withCoach(team);
    const player = (await joinAs(team.teamKey)).userId;
    expect(
      (await h.post(player, 'inviteMembers', { entityId: team.teamId, playerEmails: ['x@y.co'] })).error
        ?.code,
    ).toBe('G003');
    expect(
      (await h.post(coach, 'inviteMembers', { entityId: team.teamId, adminEmails: ['x@y.co'] })).error?.code,
    ).toBe('G003');
    expect((await h.post(coach, 'inviteMembers', { entityId: team.teamId })).error?.code).toBe('G001');
    expect(
      (await h.post(coach, 'inviteMembers', { entityId: team.teamId, coachEmails: ['bad'] })).error?.code,
    ).toBe('G001');
    // Basketball Complete: 3 coach seats, one taken.
    const tooMany = await h.post(coach, 'inviteMembers', {
      entityId: team.teamId,
      coachEmails: ['c1@y.co', 'c2@y.co', 'c3@y.co'],
    });
    expect(tooMany.error?.code).toBe('T002');
    expect(await h.events(InvitationCreatedSchema, team.teamId)).toEqual([]);
  });

  it('previews the invitation mail without creating a link', async () => {
    const team = await aTeam();
    const preview = await h.get<{ html: string }>(team.owner, 'previewInvite', {
      entityId: team.teamId,
      type: 'COACH',
      email: 'c@y.co',
    });
    expect(preview.body.html).toContain('<strong>Varsity (Club)</strong> on Chalktalk as a coach.');
    const links = await h.db.query('SELECT 1 FROM invite_links WHERE team_id = $1', [team.teamId]);
    expect(links.length).toBe(0);
    expect(
      (await h.get(team.owner, 'previewInvite', { entityId: team.teamId, type: 'OWNER' })).error?.code,
    ).toBe('G001');
  });
});

describe('emailTeam', () => {
  it('is for coaches; resolves members and roster people to addresses for TeamEmailRequested', async () => {
    const team = await aTeam();
    const coach = await withCoach(team);
    const player = (await joinAs(team.teamKey)).userId;
    const typed = await h.post<{ player: { id: string } }>(coach, 'addRosterPlayer', {
      teamId: team.teamId,
      player: { firstName: 'No', lastName: 'Mail' },
    });
    const withMail = await h.post<{ player: { id: string } }>(coach, 'addRosterPlayer', {
      teamId: team.teamId,
      player: { firstName: 'Has', lastName: 'Mail', email: 'Has@Mail.co' },
    });
    const body = { teamId: team.teamId, subject: 'Practice', body: 'Moved to <6pm>.\nBring water.' };
    expect((await h.post(player, 'emailTeam', { ...body, recipients: [coach] })).error?.code).toBe('G003');
    expect((await h.post(coach, 'emailTeam', { ...body, recipients: [randomUUID()] })).error?.code).toBe(
      'G001',
    );
    const sent = await h.post(coach, 'emailTeam', {
      ...body,
      recipients: [player, typed.body.player.id, withMail.body.player.id],
    });
    expect(sent.body).toEqual({ sent: 2, withoutAddress: [typed.body.player.id] });
    const [event] = await h.events(TeamEmailRequestedSchema, team.teamId);
    expect(event).toMatchObject({
      senderId: coach,
      replyTo: `${coach}@example.test`,
      recipients: [`${player}@example.test`, 'has@mail.co'],
      subject: 'Practice',
      html: '<p>Moved to &lt;6pm&gt;.<br>Bring water.</p>',
    });
    await h.post(team.owner, 'setTeamFlag', {
      teamId: team.teamId,
      flag: 'PLAYERS_CAN_EMAIL_ROSTER',
      value: true,
    });
    expect((await h.post(player, 'emailTeam', { ...body, recipients: [coach] })).status).toBe(200);
  });
});

describe('INVITED_TEAM profile flag', () => {
  it('is earned once by the admins and coaches of a team that gets roster members', async () => {
    const team = await aTeam();
    const coach = await withCoach(team);
    await joinAs(team.teamKey);
    await joinAs(team.teamKey);
    const earned = await h.events(ProfileFlagEarnedSchema, team.teamId);
    expect(earned.map((e) => [e.userId, e.flag]).sort()).toEqual(
      [
        [team.owner, 'INVITED_TEAM'],
        [coach, 'INVITED_TEAM'],
      ].sort(),
    );
  });
});

describe('retrieveTeams', () => {
  it('picks the active team: the favourite when still a team of the user, else the first owned, joined or pending', async () => {
    const first = await aTeam();
    const second = await aTeam();
    const user = (await joinAs(first.teamKey)).userId;
    await joinAs(second.teamKey, user);
    const fav = await h.get<{ activeTeamId: string }>(user, 'retrieveTeams', {
      favoriteTeamId: second.teamId,
    });
    expect(fav.body.activeTeamId).toBe(second.teamId);
    expect((await h.get<{ overallRole: string }>(user, 'retrieveTeams')).body.overallRole).toBe('player');
    expect((await h.get<{ overallRole: string }>(first.owner, 'retrieveTeams')).body.overallRole).toBe(
      'admin',
    );
    const gone = await h.get<{ activeTeamId: string }>(user, 'retrieveTeams', {
      favoriteTeamId: randomUUID(),
    });
    expect(gone.body.activeTeamId).toBe(first.teamId);
    expect((await h.get<{ activeTeamId: null }>(randomUUID(), 'retrieveTeams')).body.activeTeamId).toBeNull();
  });
});

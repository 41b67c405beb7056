import { InvitationCreatedSchema, TeamCreatedSchema, TeamUpdatedSchema } from '@chalktalk/contracts';
import { randomUUID } from 'node:crypto';
import { TeamsHarness } from './teams-harness';

interface TeamView {
  id: string;
  name: string;
  teamKey?: string;
}
interface ProgramView {
  id: string;
  admins: Record<string, true>;
}
interface Member {
  uid: string;
  role: string;
  firstName: string;
  email?: string;
}

const h = new TeamsHarness();

beforeAll(() => h.start('teams_program_admins'), 120_000);
afterAll(() => h.stop());

/** A new (unpaid) program with two teams. */
async function aProgram() {
  const owner = randomUUID();
  const created = await h.post<{ program: { id: string; name: string }; teams: TeamView[] }>(
    owner,
    'createProgram',
    {
      name: 'Harbor Academy',
      teams: [
        { name: 'Hawks', sport: 'BASKETBALL_HS' },
        { name: 'Owls', sport: 'FOOTBALL_HS' },
      ],
    },
  );
  return { owner, programId: created.body.program.id, teams: created.body.teams };
}

async function inviteAdmin(program: { owner: string; programId: string }, email: string, by = program.owner) {
  return h.post<{
    invitations: { role: string; emails: string[]; link: string }[];
    alreadyMembers: string[];
  }>(by, 'inviteMembers', { entityId: program.programId, adminEmails: [email] });
}

async function makeAdmin(program: { owner: string; programId: string }, userId = randomUUID()) {
  const invited = await inviteAdmin(program, `${userId}@example.test`);
  const code = new URL(invited.body.invitations[0]!.link).searchParams.get('k');
  const joined = await h.post(userId, 'joinTeamLink', { entityId: program.programId, linkCode: code });
  expect(joined.status).toBe(200);
  return userId;
}

describe('program admins', () => {
  it('invites by email with a mailed link to the program; the link makes the user a program admin', async () => {
    const program = await aProgram();
    const invited = await inviteAdmin(program, 'Director@Example.test');
    expect(invited.status).toBe(200);
    const [invitation] = invited.body.invitations;
    expect([invitation!.role, invitation!.emails]).toEqual(['ADMIN', ['director@example.test']]);
    const link = new URL(invitation!.link);
    expect(link.origin + link.pathname).toBe('http://web.test/join-team');
    expect(link.searchParams.get('j')).toBe(program.programId);

    const [mail] = await h.events(InvitationCreatedSchema, program.programId);
    expect(mail).toMatchObject({
      teamId: '',
      programId: program.programId,
      teamName: 'Harbor Academy',
      role: 'ADMIN',
      emails: ['director@example.test'],
      link: link.href,
      subject: 'Test User invited you to join Harbor Academy on Chalktalk',
    });
    expect(mail!.html).toContain('as an admin');
    expect(mail!.html).toContain(link.href.replace(/&/g, '&amp;'));

    const director = randomUUID();
    const body = { entityId: program.programId, linkCode: link.searchParams.get('k') };
    const joined = await h.post<{ joinedAs: string; pending: boolean; joinedTeams: TeamView[] }>(
      director,
      'joinTeamLink',
      body,
    );
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ joinedAs: 'ADMIN', pending: false });
    expect(joined.body.joinedTeams.map((t) => t.name)).toEqual(['Hawks', 'Owls']);
    // Editors see the team keys.
    expect(joined.body.joinedTeams.every((t) => typeof t.teamKey === 'string')).toBe(true);
    expect((await h.post(randomUUID(), 'joinTeamLink', body)).error?.code).toBe('T003');

    // Every team of the program announces its program admins.
    for (const team of program.teams) {
      const updates = await h.events(TeamUpdatedSchema, team.id);
      expect(updates.at(-1)!.programAdminIds).toEqual([program.owner, director]);
    }
    const created = await h.events(TeamCreatedSchema, program.teams[0]!.id);
    expect(created[0]!.programAdminIds).toEqual([program.owner]);

    // Already a program admin: T004 on a second link.
    const again = await inviteAdmin(program, 'someone@example.test');
    const code = new URL(again.body.invitations[0]!.link).searchParams.get('k');
    const twice = await h.post(director, 'joinTeamLink', { entityId: program.programId, linkCode: code });
    expect([twice.status, twice.error?.code]).toEqual([409, 'T004']);
  });

  it('gives program admins the teams of the program: listed, viewable when unpaid, editable', async () => {
    const program = await aProgram();
    const director = await makeAdmin(program);
    const listed = await h.get<{ joined: TeamView[]; programs: ProgramView[]; overallRole: string }>(
      director,
      'retrieveTeams',
    );
    expect(listed.body.joined.map((t) => t.name)).toEqual(['Hawks', 'Owls']);
    expect(listed.body.programs.map((p) => p.admins)).toEqual([{ [program.owner]: true, [director]: true }]);
    expect(listed.body.overallRole).toBe('admin');

    const [hawks] = program.teams;
    expect((await h.get(director, 'getRoster', { teamId: hawks!.id })).status).toBe(200);
    const renamed = await h.post<{ teams: TeamView[] }>(director, 'updateProgramTeams', {
      programId: program.programId,
      added: [],
      modified: [{ id: hawks!.id, name: 'Harbor Hawks', sport: 'BASKETBALL_HS' }],
      removed: [],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.teams.map((t) => t.name)).toEqual(['Harbor Hawks', 'Owls']);
    const flag = await h.post(director, 'setTeamFlag', {
      teamId: hawks!.id,
      flag: 'COACHES_CAN_EDIT_TEAM_PLAYS',
      value: true,
    });
    expect(flag.status).toBe(200);
    const [update] = (await h.events(TeamUpdatedSchema, hawks!.id)).slice(-1);
    expect(update!.programAdminIds).toEqual([program.owner, director]);

    // A team added later names every program admin in its TeamCreated.
    const added = await h.post<{ teams: TeamView[] }>(program.owner, 'updateProgramTeams', {
      programId: program.programId,
      added: [{ name: 'Eagles', sport: 'BASKETBALL_HS' }],
      modified: [],
      removed: [],
    });
    const eagles = added.body.teams.find((t) => t.name === 'Eagles')!;
    expect((await h.events(TeamCreatedSchema, eagles.id))[0]!.programAdminIds).toEqual([
      program.owner,
      director,
    ]);
  });

  it('lists program admins in getTeamMembers with programs; addresses and the admin list only for them', async () => {
    const program = await aProgram();
    const director = await makeAdmin(program);
    const [hawks] = program.teams;
    const key = (await h.get<{ owned: TeamView[] }>(program.owner, 'retrieveTeams')).body.owned[0]!.teamKey;
    const player = randomUUID();
    expect((await h.post(player, 'joinTeam', { teamKey: key })).status).toBe(200);

    const asDirector = await h.get<{ members: Record<string, Member[]> }>(director, 'getTeamMembers', {
      programs: program.programId,
    });
    expect(asDirector.status).toBe(200);
    expect(asDirector.body.members[program.programId]).toEqual([
      expect.objectContaining({ uid: program.owner, role: 'ADMIN', email: `${program.owner}@example.test` }),
      expect.objectContaining({
        uid: director,
        role: 'ADMIN',
        firstName: 'Test',
        email: `${director}@example.test`,
      }),
    ]);
    expect(asDirector.body.members[hawks!.id]!.map((m) => m.uid)).toEqual([program.owner, player]);

    const asPlayer = await h.get<{ members: Record<string, Member[]> }>(player, 'getTeamMembers', {
      teams: hawks!.id,
    });
    expect(asPlayer.status).toBe(200);
    const programs = (await h.get<{ programs: ProgramView[] }>(player, 'retrieveTeams')).body.programs;
    expect(programs.map((p) => p.admins)).toEqual([{}]);
    // The player is not on Owls: the whole program is not theirs to list.
    expect((await h.get(player, 'getTeamMembers', { programs: program.programId })).error?.code).toBe('G003');
  });

  it('keeps invitations to program admins: others G003, players and coaches of a program G001', async () => {
    const program = await aProgram();
    const key = (await h.get<{ owned: TeamView[] }>(program.owner, 'retrieveTeams')).body.owned[0]!.teamKey;
    const coach = randomUUID();
    await h.post(coach, 'joinTeam', { teamKey: key });
    await h.post(program.owner, 'changeUserRole', {
      teamId: program.teams[0]!.id,
      uid: coach,
      newRole: 'COACH',
    });
    expect((await inviteAdmin(program, 'x@y.co', coach)).error?.code).toBe('G003');
    expect((await inviteAdmin(program, 'x@y.co', randomUUID())).error?.code).toBe('G003');
    const players = await h.post(program.owner, 'inviteMembers', {
      entityId: program.programId,
      playerEmails: ['kid@y.co'],
    });
    expect([players.status, players.error?.code, players.error?.details?.[0]?.message]).toEqual([
      400,
      'G001',
      'Only admins can be invited to a program',
    ]);
    const already = await inviteAdmin(program, `${program.owner}@example.test`);
    expect(already.body).toEqual({ invitations: [], alreadyMembers: [`${program.owner}@example.test`] });
    expect(await h.events(InvitationCreatedSchema, program.programId)).toEqual([]);
  });

  it('removes program admins (by program admins, never the owner); they lose the teams', async () => {
    const program = await aProgram();
    const director = await makeAdmin(program);
    const deputy = await makeAdmin(program);
    const remove = (by: string, memberIds: string[]) =>
      h.post<{ removed: string[] }>(by, 'removeTeamMembers', { entityId: program.programId, memberIds });

    expect((await remove(randomUUID(), [deputy])).error?.code).toBe('G003');
    expect((await remove(director, [program.owner])).error?.code).toBe('G003');
    expect((await remove(director, [randomUUID()])).error?.code).toBe('G004');
    const removed = await remove(director, [deputy]);
    expect([removed.status, removed.body.removed]).toEqual([200, [deputy]]);
    for (const team of program.teams)
      expect((await h.events(TeamUpdatedSchema, team.id)).at(-1)!.programAdminIds).toEqual([
        program.owner,
        director,
      ]);
    const gone = await h.get<{ joined: TeamView[]; programs: ProgramView[] }>(deputy, 'retrieveTeams');
    expect([gone.body.joined, gone.body.programs]).toEqual([[], []]);
    expect((await h.get(deputy, 'getRoster', { teamId: program.teams[0]!.id })).error?.code).toBe('G003');

    // A program admin may step down; the owner stays.
    expect((await remove(director, [director])).body.removed).toEqual([director]);
    const left = await h.db.query('SELECT admins FROM programs WHERE id = $1', [program.programId]);
    expect(left[0].admins).toEqual([program.owner]);
  });
});

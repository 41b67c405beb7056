import { randomUUID } from 'node:crypto';
import { PreparedSql } from '@chalktalk/platform';
import { DemoSeedService } from '../../src/demo-seed/demo-seed.service';
import { MembershipEntity } from '../../src/teams/membership.entity';
import { ProgramEntity } from '../../src/teams/program.entity';
import { TeamContextLoader } from '../../src/teams/team-context.loader';
import { TeamEntity } from '../../src/teams/team.entity';
import { TeamsRepository } from '../../src/teams/teams.repository';
import { TeamsHarness } from './teams-harness';

/**
 * retrieveTeams and the team context (getTeamMembers and every team rule) read in one statement whose JSON
 * Postgres builds (issue 12). Compared here with the three statements they replaced, kept below as the reference:
 * the same rows, the same property order, the same values (Dates included), so every answer built from them is
 * byte for byte what it was.
 */
const h = new TeamsHarness();

beforeAll(() => h.start('teams_one_statement_reads'), 120_000);
afterAll(() => h.stop());

const VISIBLE_TO = `(t.owner_id = $1::uuid
    OR t.id IN (SELECT m.team_id FROM memberships m WHERE m.user_id = $1::uuid)
    OR t.program_id IN (SELECT p.id FROM programs p WHERE p.admins @> ARRAY[$1::uuid]))`;

/** retrieveTeamsData as three statements (before issue 12's third pass). */
async function retrieveTeamsBefore(sql: PreparedSql, userId: string) {
  const [teams, memberships, programs] = await Promise.all([
    sql.query(
      `SELECT ${sql.columns(TeamEntity, 't')} FROM teams t WHERE ${VISIBLE_TO} ORDER BY t.created_date`,
      [userId],
    ),
    sql.query(
      `SELECT ${sql.columns(MembershipEntity, 'mb')} FROM memberships mb
        WHERE mb.team_id IN (SELECT t.id FROM teams t WHERE ${VISIBLE_TO}) ORDER BY mb.joined_at`,
      [userId],
    ),
    sql.query(
      `SELECT ${sql.columns(ProgramEntity, 'pr')},
              ARRAY(SELECT pt.id FROM teams pt WHERE pt.program_id = pr.id ORDER BY pt.created_date) AS "teamIds"
         FROM programs pr
        WHERE pr.admins @> ARRAY[$1::uuid]
           OR pr.id IN (SELECT t.program_id FROM teams t WHERE ${VISIBLE_TO})
        ORDER BY pr.created_date`,
      [userId],
    ),
  ]);
  return { teams, memberships, programs };
}

/** TeamContextLoader's read outside a transaction as three statements (before issue 12's third pass). */
async function teamContextBefore(sql: PreparedSql, teamId: string) {
  const [[row], memberships, [program]] = await Promise.all([
    sql.query<TeamEntity & { programTeamCount: number; rosterPlayerCount: number }>(
      `SELECT ${sql.columns(TeamEntity, 't')},
              (SELECT count(*) FROM teams pt WHERE pt.program_id = t.program_id)::int AS "programTeamCount",
              (SELECT count(*) FROM roster_entries r
                WHERE r.team_id = t.id AND NOT r.pending AND r.player_id IS NULL)::int AS "rosterPlayerCount"
         FROM teams t WHERE t.id = $1::uuid`,
      [teamId],
    ),
    sql.query(
      `SELECT ${sql.columns(MembershipEntity, 'm')} FROM memberships m WHERE m.team_id = $1::uuid ORDER BY m.joined_at`,
      [teamId],
    ),
    sql.query(
      `SELECT ${sql.columns(ProgramEntity, 'p')} FROM programs p
        WHERE p.id = (SELECT t.program_id FROM teams t WHERE t.id = $1::uuid)`,
      [teamId],
    ),
  ]);
  const { programTeamCount, rosterPlayerCount, ...team } = row!;
  return {
    team,
    memberships,
    program: program ?? null,
    programTeamCount: team.programId ? programTeamCount : 1,
    rosterPlayerCount,
  };
}

/** Equal as values and as JSON text, which is what an answer is made of (it keeps every object's key order). */
function expectSame(actual: unknown, expected: unknown): void {
  expect(actual).toEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}

describe('one-statement reads against the three statements they replaced', () => {
  it('reads the same teams, memberships, programs and team contexts for owners, members, admins and strangers', async () => {
    const owner = randomUUID();
    const created = await h.post<{ program: { id: string }; teams: { id: string; teamKey: string }[] }>(
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
    expect(created.status).toBe(200);
    const programId = created.body.program.id;
    await h.app.get(DemoSeedService).markProgramPaidForDemo(programId, 'COMPLETE');
    const [hawks, owls] = created.body.teams;
    const player = randomUUID();
    expect((await h.post(player, 'joinTeam', { teamKey: hawks!.teamKey })).status).toBe(200);
    expect((await h.post(randomUUID(), 'joinTeam', { teamKey: owls!.teamKey })).status).toBe(200);
    const loner = randomUUID();
    const single = await h.post<{ teams: { id: string }[] }>(loner, 'createProgram', {
      name: 'Solo',
      teams: [{ name: 'Foxes', sport: 'BASKETBALL_HS' }],
    });
    expect(single.status).toBe(200);
    // A team outside any program (programTeamCount 1) and a bigint column with a value.
    await h.db.query(`UPDATE teams SET program_id = NULL, logo_version = 1764000000123 WHERE id = $1`, [
      single.body.teams[0]!.id,
    ]);

    // A program admin who is on none of its teams (the program-only teams of retrieveTeams).
    const admin = randomUUID();
    await h.db.query(`UPDATE programs SET admins = array_append(admins, $1::uuid) WHERE id = $2`, [
      admin,
      programId,
    ]);

    const sql = h.app.get(PreparedSql);
    const repository = h.app.get(TeamsRepository);
    const loader = h.app.get(TeamContextLoader);
    for (const userId of [owner, player, admin, loner, randomUUID()]) {
      const after = await repository.retrieveTeamsData(userId);
      expectSame(after, await retrieveTeamsBefore(sql, userId));
    }
    expect((await repository.retrieveTeamsData(owner)).teams).toHaveLength(2);
    expect((await repository.retrieveTeamsData(admin)).teams).toHaveLength(2);
    for (const teamId of [hawks!.id, owls!.id, single.body.teams[0]!.id]) {
      const after = await loader.load(teamId);
      expectSame(after, await teamContextBefore(sql, teamId));
      expect(after.team.createdDate).toBeInstanceOf(Date);
    }
    expect((await loader.load(single.body.teams[0]!.id)).team.logoVersion).toBe('1764000000123');
    await expect(loader.load(randomUUID())).rejects.toMatchObject({ code: 'G004' });
  });
});

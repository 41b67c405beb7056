/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely; each expect states the shape it needs. */
import { ServiceHarness, type TestAnswer } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { createScheduleApp } from '../src/app';
import { loadScheduleConfig } from '../src/config';

export type Answer<T = any> = TestAnswer<T>;

export const aUser = () => randomUUID();

export interface TestTeam {
  teamId: string;
  ownerId: string;
  programId: string;
}

/** The schedule app on the platform's service harness, with a projected team factory; calls are schedule/<name>. */
export class ScheduleHarness extends ServiceHarness<Awaited<ReturnType<typeof createScheduleApp>>> {
  constructor() {
    super({ group: 'schedule' });
  }

  start(database: string): Promise<void> {
    return this.boot(({ env }) =>
      createScheduleApp(
        loadScheduleConfig({
          ...env(database),
          WEB_ORIGIN: 'https://chalktalk.test',
          RSVP_LINK_SECRET: 'a-test-secret-of-at-least-32-characters!',
          REMINDER_POLL_MS: '0',
        }),
      ),
    );
  }

  /** A team in the projection as teams' events would leave it (paid, a plan, a zone), with its owner as ADMIN. */
  async team(
    options: {
      paid?: boolean;
      plan?: string;
      timeZone?: string;
      programAdminIds?: string[];
      programId?: string;
    } = {},
  ): Promise<TestTeam> {
    const team = {
      teamId: randomUUID(),
      ownerId: randomUUID(),
      programId: options.programId ?? randomUUID(),
    };
    await this.db.query(
      `INSERT INTO team_projections (team_id, program_id, owner_id, name, sport, plan, paid, flags, program_admin_ids, updated_at)
       VALUES ($1, $2, $3, 'Hawks', 'BASKETBALL_HS', $4, $5, '{}', $6, now())`,
      [
        team.teamId,
        team.programId,
        team.ownerId,
        options.plan ?? 'COMPLETE',
        options.paid ?? true,
        options.programAdminIds ?? [],
      ],
    );
    if (options.timeZone && (await this.hasZoneColumn())) {
      await this.db.query(`UPDATE team_projections SET time_zone = $2 WHERE team_id = $1`, [
        team.teamId,
        options.timeZone,
      ]);
    }
    await this.member(team, team.ownerId, 'ADMIN');
    return team;
  }

  private async hasZoneColumn(): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM information_schema.columns WHERE table_name = 'team_projections' AND column_name = 'time_zone'`,
    );
    return rows.length > 0;
  }

  async member(
    team: TestTeam,
    userId: string,
    role: string,
    options: { pending?: boolean; firstName?: string } = {},
  ) {
    await this.db.query(
      `INSERT INTO team_member_projections (team_id, user_id, role, pending, first_name, last_name, email)
       VALUES ($1, $2, $3, $4, $5, 'Test', $6)
       ON CONFLICT (team_id, user_id) DO UPDATE SET role = EXCLUDED.role, pending = EXCLUDED.pending`,
      [
        team.teamId,
        userId,
        role,
        options.pending ?? false,
        options.firstName ?? role.toLowerCase(),
        `${userId}@example.test`,
      ],
    );
    return userId;
  }

  /** A roster player with an account, and optionally a contact (with an account) of that player. */
  async rosterPlayer(team: TestTeam, userId: string, contactUserId?: string) {
    const playerRosterId = randomUUID();
    await this.db.query(
      `INSERT INTO roster_projections (roster_id, team_id, user_id, player_id, first_name, last_name, updated_at)
       VALUES ($1, $2, $3, NULL, 'Pat', 'Player', now())`,
      [playerRosterId, team.teamId, userId],
    );
    if (contactUserId) {
      await this.db.query(
        `INSERT INTO roster_projections (roster_id, team_id, user_id, player_id, first_name, last_name, updated_at)
         VALUES ($1, $2, $3, $4, 'Cam', 'Contact', now())`,
        [randomUUID(), team.teamId, contactUserId, playerRosterId],
      );
    }
  }

  /** The schedule.event.v1 messages appended for a team, oldest first (type names without the package). */
  async outbox(teamId: string): Promise<{ type: string; payload: Buffer }[]> {
    const rows: { type: string; payload: Buffer }[] = await this.db.query(
      `SELECT type, payload FROM platform_outbox WHERE topic = 'schedule.event.v1' AND key = $1 ORDER BY created_at, event_id`,
      [teamId],
    );
    return rows.map((row) => ({ ...row, type: row.type.replace('chalktalk.schedule.v1.', '') }));
  }
}

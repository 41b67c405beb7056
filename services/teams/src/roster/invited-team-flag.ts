import { Injectable } from '@nestjs/common';
import { Outbox } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { profileFlagEarned } from '../membership/membership-events';

export const INVITED_TEAM = 'INVITED_TEAM';

/**
 * "When a non-player user has roster members, the INVITED_TEAM flag is set." The team's admins and coaches are
 * non-player users; once their team has a player on the roster (someone other than themselves), teams emits
 * ProfileFlagEarned for them, once per user (profile_flag_grants remembers), and identity sets the flag.
 */
@Injectable()
export class InvitedTeamFlag {
  constructor(private readonly outbox: Outbox) {}

  async check(manager: EntityManager, teamId: string, now: Date): Promise<string[]> {
    const rows: { user_id: string }[] = await manager.query(
      `INSERT INTO profile_flag_grants (user_id, flag, team_id, granted_at)
       SELECT m.user_id, $2, m.team_id, $3 FROM memberships m
        WHERE m.team_id = $1 AND NOT m.pending AND m.role IN ('ADMIN', 'COACH')
          AND EXISTS (SELECT 1 FROM roster_entries r
                       WHERE r.team_id = m.team_id AND NOT r.pending AND r.player_id IS NULL
                         AND r.user_id IS DISTINCT FROM m.user_id)
       ON CONFLICT (user_id, flag) DO NOTHING
       RETURNING user_id`,
      [teamId, INVITED_TEAM, now],
    );
    for (const row of rows)
      await this.outbox.append(manager, profileFlagEarned(row.user_id, INVITED_TEAM, teamId, now));
    return rows.map((row) => row.user_id);
  }
}

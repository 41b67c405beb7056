import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface TeamPlayListing {
  teamId: string;
  coachOnly: boolean;
}

/** Team plays (where each play is listed, coaches-only or not) and the first views of them, per person. */
@Injectable()
export class UnviewedPlaysRepository {
  /**
   * The play's team listings become exactly `listings`: new ones are dated `at` (kept when already listed, so a
   * rename does not make a play new again), the coaches-only mark follows, unshared teams drop out.
   */
  async syncListings(
    manager: EntityManager,
    playId: string,
    listings: readonly TeamPlayListing[],
    at: Date,
  ): Promise<void> {
    const teamIds = listings.map((l) => l.teamId);
    await manager.query(`DELETE FROM team_plays WHERE play_id = $1 AND NOT (team_id = ANY($2::uuid[]))`, [
      playId,
      teamIds,
    ]);
    for (const listing of listings)
      await manager.query(
        `INSERT INTO team_plays (team_id, play_id, coach_only, listed_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (team_id, play_id) DO UPDATE SET coach_only = EXCLUDED.coach_only`,
        [listing.teamId, playId, listing.coachOnly, at],
      );
  }

  async forgetPlay(manager: EntityManager, playId: string): Promise<void> {
    await manager.query(`DELETE FROM team_plays WHERE play_id = $1`, [playId]);
    await manager.query(`DELETE FROM play_first_views WHERE play_id = $1`, [playId]);
  }

  async forgetUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM play_first_views WHERE user_id = $1`, [userId]);
  }

  /** The first time the person opened the play in the team (a replay or a late duplicate changes nothing). */
  async recordFirstView(
    manager: EntityManager,
    view: { teamId: string; playId: string; userId: string; viewedAt: Date },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO play_first_views (team_id, play_id, user_id, viewed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (team_id, user_id, play_id) DO NOTHING`,
      [view.teamId, view.playId, view.userId, view.viewedAt],
    );
  }

  /**
   * Per person of `userIds`: how many of the team's whole-team plays listed at or before `listedBy` they have not
   * opened (people with none are left out). One query for the whole team.
   */
  async unviewedCounts(
    manager: EntityManager,
    teamId: string,
    userIds: readonly string[],
    listedBy: Date,
  ): Promise<Map<string, number>> {
    if (!userIds.length) return new Map();
    const rows = (await manager.query(
      `SELECT u.user_id AS "userId", count(*)::int AS count
         FROM unnest($2::uuid[]) AS u(user_id)
         JOIN team_plays p ON p.team_id = $1 AND NOT p.coach_only AND p.listed_at <= $3
        WHERE NOT EXISTS (SELECT 1 FROM play_first_views v
                           WHERE v.team_id = p.team_id AND v.play_id = p.play_id AND v.user_id = u.user_id)
        GROUP BY u.user_id`,
      [teamId, userIds, listedBy],
    )) as { userId: string; count: number }[];
    return new Map(rows.map((row) => [row.userId, row.count]));
  }

  /** Whether the team has any whole-team play (its daily digest keeps going while it does). */
  async teamHasPlays(manager: EntityManager, teamId: string): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM team_plays WHERE team_id = $1 AND NOT coach_only LIMIT 1`,
      [teamId],
    )) as unknown[];
    return rows.length > 0;
  }
}

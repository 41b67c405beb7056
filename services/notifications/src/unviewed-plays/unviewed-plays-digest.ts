import { Injectable } from '@nestjs/common';
import { DEFAULT_TEAM_TIME_ZONE, isValidTimeZone, zonedInstant } from '@chalktalk/domain';
import { TeamDirectory } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { Notifier } from '../fanout/notifier.service';
import type { ScheduledJobEntity } from '../scheduled/scheduled.entities';
import { ScheduledRepository } from '../scheduled/scheduled.repository';
import { nextDailyAt, UNVIEWED_DIGEST_TIME, UNVIEWED_MIN_AGE_MS } from '../scheduled/scheduled-times';
import { UnviewedPlaysRepository } from './unviewed-plays.repository';

/**
 * The daily UNVIEWED_PLAYS digest of a team: at 17:00 in the team's zone, each joined player hears how many of the
 * team's whole-team plays, shared a day or more before, they have not opened yet (one item each, with their own
 * count; nobody with nothing to open hears anything). A team's next digest is planned while it has team plays.
 */
@Injectable()
export class UnviewedPlaysDigest {
  constructor(
    private readonly repository: UnviewedPlaysRepository,
    private readonly jobs: ScheduledRepository,
    private readonly teams: TeamDirectory,
    private readonly notifier: Notifier,
  ) {}

  /** Plans the team's next digest (once per team and local date). */
  async ensureNext(manager: EntityManager, teamId: string, now: Date): Promise<void> {
    const zone = await this.zoneOf(teamId);
    await this.plan(manager, teamId, nextDailyAt(now, zone, UNVIEWED_DIGEST_TIME).localDate, zone);
  }

  async run(manager: EntityManager, job: ScheduledJobEntity, now: Date): Promise<void> {
    const players = (await this.teams.members(job.teamId))
      .filter((m) => m.role === 'PLAYER')
      .map((m) => m.userId);
    const counts = await this.repository.unviewedCounts(
      manager,
      job.teamId,
      players,
      new Date(job.dueAt.getTime() - UNVIEWED_MIN_AGE_MS),
    );
    for (const [userId, count] of counts)
      await this.notifier.notify(manager, {
        // One source per player: the inbox row and the mail of each remember their own job and person.
        eventId: job.id,
        kind: 'UNVIEWED_PLAYS',
        teamId: job.teamId,
        recipientIds: [userId],
        params: { count },
        now,
      });
    if (!(await this.repository.teamHasPlays(manager, job.teamId))) return;
    // The day after this digest's own local date (not after its due time, which a test or a retry may move), or
    // after now when the service was down for days (no catching up on missed digests).
    const zone = await this.zoneOf(job.teamId);
    const planned = zonedInstant(
      job.jobKey.slice(job.jobKey.lastIndexOf(':') + 1),
      UNVIEWED_DIGEST_TIME,
      zone,
    );
    await this.ensureNext(manager, job.teamId, planned > now ? planned : now);
  }

  private async plan(manager: EntityManager, teamId: string, localDate: string, zone: string): Promise<void> {
    await this.jobs.addJob(manager, {
      kind: 'UNVIEWED_PLAYS',
      jobKey: `UNVIEWED:${teamId}:${localDate}`,
      teamId,
      eventId: null,
      dueAt: zonedInstant(localDate, UNVIEWED_DIGEST_TIME, zone),
    });
  }

  private async zoneOf(teamId: string): Promise<string> {
    const zone = (await this.teams.team(teamId))?.timeZone;
    return zone && isValidTimeZone(zone) ? zone : DEFAULT_TEAM_TIME_ZONE;
  }
}

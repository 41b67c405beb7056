import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { addDays, DEFAULT_TEAM_TIME_ZONE, NOTIFICATION_CATALOG } from '@chalktalk/domain';
import { createLogger } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { DrainLoop } from '../deliveries/drain-loop';
import { retryDelayMs } from '../deliveries/retry-delay';
import { Notifier } from '../fanout/notifier.service';
import { whenTextAt } from '../sources/schedule-sources.handler';
import { ScheduleProjectionHandler } from './schedule-projection.handler';
import type { ScheduledJobEntity } from './scheduled.entities';
import { UnviewedPlaysDigest } from '../unviewed-plays/unviewed-plays-digest';
import { ScheduledRepository } from './scheduled.repository';
import {
  DAY_BEFORE_MS,
  PHASE_LATEST_MS,
  STARTING_SOON_BEFORE_MS,
  WEEKLY_DIGEST_SPAN_MS,
} from './scheduled-times';

const logger = createLogger('notifications.scheduled');

/**
 * Runs due jobs, one per transaction: the job's notifications (inbox rows, mail and push deliveries) and the job's
 * "done" commit together, so after a crash (even kill -9 mid-batch) a job is either done with all its notifications
 * or still pending with none: nothing is lost and nothing goes out twice. Claimed with FOR UPDATE SKIP LOCKED, so
 * replicas share the batch. Polls every SCHEDULER_POLL_MS; a failing job is retried with backoff.
 */
@Injectable()
export class ScheduledDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly loop: DrainLoop;

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) config: NotificationsConfig,
    private readonly repository: ScheduledRepository,
    private readonly notifier: Notifier,
    private readonly projection: ScheduleProjectionHandler,
    private readonly unviewed: UnviewedPlaysDigest,
  ) {
    this.loop = new DrainLoop(logger, 'scheduled dispatch', config.SCHEDULER_POLL_MS, () => this.runOne());
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  wake(): void {
    this.loop.wake();
  }

  drain(): Promise<void> {
    return this.loop.drain();
  }

  private async runOne(): Promise<boolean> {
    let failed: { job: ScheduledJobEntity; error: unknown } | undefined;
    const ran = await this.repository.transaction(async (manager) => {
      const now = new Date();
      const job = await this.repository.claimDue(manager, now);
      if (!job) return false;
      try {
        await manager.query('SAVEPOINT scheduled_job');
        await this.run(manager, job, now);
        await this.repository.markDone(manager, job.id, new Date());
      } catch (error) {
        await manager.query('ROLLBACK TO SAVEPOINT scheduled_job');
        failed = { job, error };
      }
      return true;
    });
    if (failed) {
      const attempts = failed.job.attempts + 1;
      const message = failed.error instanceof Error ? failed.error.message : String(failed.error);
      logger.warn(
        { jobId: failed.job.id, kind: failed.job.kind, attempts, err: message },
        'scheduled job failed',
      );
      await this.repository.retryLater(
        failed.job.id,
        attempts,
        new Date(Date.now() + retryDelayMs(attempts)),
        message,
      );
    }
    return ran;
  }

  private async run(manager: EntityManager, job: ScheduledJobEntity, now: Date): Promise<void> {
    if (job.kind === 'EVENT_STARTING_SOON' || job.kind === 'UPCOMING_EVENT')
      return this.eventJob(manager, job, now);
    if (job.kind === 'UNVIEWED_PLAYS') return this.unviewed.run(manager, job, now);
    if (job.kind === 'PRACTICE_PHASE') return this.phase(manager, job, now);
    return this.weekly(manager, job, now);
  }

  /** An hour before (EVENT_STARTING_SOON) or a day before (UPCOMING_EVENT) one event, to the whole team. */
  private async eventJob(manager: EntityManager, job: ScheduledJobEntity, now: Date): Promise<void> {
    const event = job.eventId ? await this.repository.event(manager, job.eventId) : null;
    // Moved, cancelled or gone since: its current job (if any) speaks for it.
    if (!event || event.cancelled || !job.jobKey.endsWith(`:${event.startAt.toISOString()}`)) return;
    // Too late for what it says (the service was down past the start, or past half of the day before): skipped,
    // not sent late.
    const latest = job.kind === 'EVENT_STARTING_SOON' ? -STARTING_SOON_BEFORE_MS / 4 : DAY_BEFORE_MS / 2;
    if (event.startAt.getTime() - now.getTime() < latest) return;
    await this.notifier.notify(manager, {
      eventId: job.id,
      kind: job.kind,
      teamId: job.teamId,
      // UPCOMING_EVENT names its recipients when schedule sends a reminder; the day before, it is the whole team.
      ...(job.kind === 'UPCOMING_EVENT'
        ? { audience: NOTIFICATION_CATALOG.EVENT_STARTING_SOON.audience }
        : {}),
      params: {
        subject: event.title,
        eventId: event.eventId,
        whenText: whenTextAt(event.startAt, event.timeZone),
      },
      now,
    });
  }

  /** One phase of a running practice, to its coaches and admins, at the phase's start (not later than 5 min). */
  private async phase(manager: EntityManager, job: ScheduledJobEntity, now: Date): Promise<void> {
    const event = job.eventId ? await this.repository.event(manager, job.eventId) : null;
    // Cancelled, deleted or moved since (the key holds the practice's start): the current plan's jobs speak.
    if (!event || event.cancelled || !job.jobKey.includes(`:${event.startAt.toISOString()}:`)) return;
    if (now.getTime() - job.dueAt.getTime() > PHASE_LATEST_MS) return;
    await this.notifier.notify(manager, {
      eventId: job.id,
      kind: 'PRACTICE_PHASE',
      teamId: job.teamId,
      params: { subject: event.title, phase: job.params?.phase ?? '', eventId: event.eventId },
      now,
    });
  }

  /** The team's WEEKLY_UPCOMING_EVENT digest, then the next week's. */
  private async weekly(manager: EntityManager, job: ScheduledJobEntity, now: Date): Promise<void> {
    const from = job.dueAt;
    const events = await this.repository.eventsBetween(
      manager,
      job.teamId,
      from,
      new Date(from.getTime() + WEEKLY_DIGEST_SPAN_MS),
    );
    if (events.length)
      await this.notifier.notify(manager, {
        eventId: job.id,
        kind: 'WEEKLY_UPCOMING_EVENT',
        teamId: job.teamId,
        params: {
          count: events.length,
          subject: events
            .slice(0, 3)
            .map((e) => e.title)
            .join(', '),
        },
        now,
      });
    // The following week's digest (a week after this one's local Sunday), while the team has events ahead.
    if (await this.repository.hasEventsAfter(manager, job.teamId, from))
      await this.projection.scheduleWeekly(
        manager,
        job.teamId,
        addDays(job.jobKey.slice(job.jobKey.lastIndexOf(':') + 1), 7),
        events[0]?.timeZone ?? DEFAULT_TEAM_TIME_ZONE,
      );
  }
}

import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Between, DataSource, type EntityManager } from 'typeorm';
import { ScheduledEventEntity, ScheduledJobEntity, type ScheduledJobKind } from './scheduled.entities';

@Injectable()
export class ScheduledRepository {
  constructor(private readonly db: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async saveEvent(manager: EntityManager, event: ScheduledEventEntity): Promise<void> {
    await manager.getRepository(ScheduledEventEntity).save(event);
  }

  event(manager: EntityManager, eventId: string): Promise<ScheduledEventEntity | null> {
    return manager.getRepository(ScheduledEventEntity).findOneBy({ eventId });
  }

  async removeEvent(manager: EntityManager, eventId: string): Promise<void> {
    await manager.getRepository(ScheduledEventEntity).delete({ eventId });
    await manager.query(`DELETE FROM scheduled_jobs WHERE event_id = $1 AND status = 'pending'`, [eventId]);
  }

  /** The team's events starting within [from, to), not cancelled, by start. */
  eventsBetween(
    manager: EntityManager,
    teamId: string,
    from: Date,
    to: Date,
  ): Promise<ScheduledEventEntity[]> {
    return manager.getRepository(ScheduledEventEntity).find({
      where: { teamId, cancelled: false, startAt: Between(from, new Date(to.getTime() - 1)) },
      order: { startAt: 'ASC' },
    });
  }

  async hasEventsAfter(manager: EntityManager, teamId: string, after: Date): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM scheduled_events WHERE team_id = $1 AND start_at > $2 AND NOT cancelled LIMIT 1`,
      [teamId, after],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Adds the job unless one with its key exists (pending or done: a key is done once). */
  async addJob(
    manager: EntityManager,
    job: {
      kind: ScheduledJobKind;
      jobKey: string;
      teamId: string;
      eventId: string | null;
      dueAt: Date;
      params?: ScheduledJobEntity['params'];
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO scheduled_jobs (id, kind, job_key, team_id, event_id, due_at, status, params)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7) ON CONFLICT (job_key) DO NOTHING`,
      [randomUUID(), job.kind, job.jobKey, job.teamId, job.eventId, job.dueAt, job.params ?? null],
    );
  }

  /** Drops the event's pending jobs of a kind whose key is not one of `keep` (the plan or the time changed). */
  async dropEventJobsExcept(
    manager: EntityManager,
    eventId: string,
    kind: ScheduledJobKind,
    keep: readonly string[],
  ): Promise<void> {
    await manager.query(
      `DELETE FROM scheduled_jobs WHERE event_id = $1 AND kind = $2 AND status = 'pending' AND NOT (job_key = ANY($3::text[]))`,
      [eventId, kind, keep],
    );
  }

  /** Drops the event's pending jobs of a kind whose key is not `keep` (the event moved or was cancelled). */
  async dropEventJobs(
    manager: EntityManager,
    eventId: string,
    kind: ScheduledJobKind,
    keep?: string,
  ): Promise<void> {
    await manager.query(
      `DELETE FROM scheduled_jobs WHERE event_id = $1 AND kind = $2 AND status = 'pending' AND job_key IS DISTINCT FROM $3`,
      [eventId, kind, keep ?? null],
    );
  }

  /** Development: the team's pending jobs of the kind become due now; answers how many. */
  async makeDueNow(teamId: string, kind: ScheduledJobKind, now: Date): Promise<number> {
    const [, count] = (await this.db.query(
      `UPDATE scheduled_jobs SET due_at = $3 WHERE team_id = $1 AND kind = $2 AND status = 'pending'`,
      [teamId, kind, now],
    )) as [unknown, number];
    return count;
  }

  /** The oldest due job under a row lock; SKIP LOCKED lets replicas take different ones. */
  claimDue(manager: EntityManager, now: Date): Promise<ScheduledJobEntity | null> {
    return manager
      .getRepository(ScheduledJobEntity)
      .createQueryBuilder('j')
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .where(`j.status = 'pending' AND j.due_at <= :now`, { now })
      .orderBy('j.due_at', 'ASC')
      .limit(1)
      .getOne();
  }

  async markDone(manager: EntityManager, id: string, at: Date): Promise<void> {
    await manager.getRepository(ScheduledJobEntity).update({ id }, { status: 'done', doneAt: at });
  }

  async retryLater(id: string, attempts: number, dueAt: Date, lastError: string): Promise<void> {
    await this.db.getRepository(ScheduledJobEntity).update({ id }, { attempts, dueAt, lastError });
  }
}

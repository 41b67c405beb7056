import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { AttendanceEntity } from '../attendance/attendance.entity';
import { EventEntity } from '../events/event.entity';
import { RsvpEntity } from './rsvp.entity';

@Injectable()
export class RsvpRepository {
  constructor(private readonly db: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async upsert(manager: EntityManager, rows: RsvpEntity[]): Promise<void> {
    await manager.getRepository(RsvpEntity).upsert(rows, ['eventId', 'userId']);
  }

  answers(eventId: string) {
    return this.db.getRepository(RsvpEntity).find({ where: { eventId }, order: { answeredAt: 'ASC' } });
  }

  answersFor(eventIds: string[], userId: string) {
    if (eventIds.length === 0) return Promise.resolve([]);
    return this.db.getRepository(RsvpEntity).findBy({ eventId: In(eventIds), userId });
  }

  attendance(eventId: string) {
    return this.db.getRepository(AttendanceEntity).findBy({ eventId });
  }

  async markAttendance(
    manager: EntityManager,
    set: AttendanceEntity[],
    cleared: { eventId: string; userId: string }[],
  ) {
    if (set.length > 0) await manager.getRepository(AttendanceEntity).upsert(set, ['eventId', 'userId']);
    for (const row of cleared) await manager.getRepository(AttendanceEntity).delete(row);
  }

  /** Events of the team that have started (the season so far), not cancelled, oldest first. */
  heldEvents(teamId: string, now: Date) {
    return this.db
      .getRepository(EventEntity)
      .createQueryBuilder('e')
      .where('e.team_id = :teamId AND e.start_at <= :now AND NOT e.cancelled', { teamId, now })
      .orderBy('e.start_at', 'ASC')
      .getMany();
  }

  teamAttendance(teamId: string) {
    return this.db.getRepository(AttendanceEntity).findBy({ teamId });
  }

  /** Events whose reminder is due and not yet sent, locked so replicas never send one twice. */
  dueReminders(manager: EntityManager, now: Date, limit: number) {
    return manager
      .getRepository(EventEntity)
      .createQueryBuilder('e')
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .where(`e.reminder <> 'false'::jsonb AND e.reminder_sent_at IS NULL AND NOT e.cancelled`)
      .andWhere(`(e.reminder->>'sendAt') <= :now`, { now: now.toISOString() })
      .andWhere('e.end_at > :nowAt', { nowAt: now })
      .limit(limit)
      .getMany();
  }

  async markReminderSent(manager: EntityManager, eventId: string, at: Date) {
    await manager.getRepository(EventEntity).update({ id: eventId }, { reminderSentAt: at });
  }
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A team event as schedule.event.v1 last described it (what the scheduled notifications need). */
@Entity('scheduled_events')
export class ScheduledEventEntity {
  @PrimaryColumn('uuid', { name: 'event_id' })
  eventId!: string;

  @Column('uuid', { name: 'team_id' })
  teamId!: string;

  @Column('text')
  title!: string;

  @Column('timestamptz', { name: 'start_at' })
  startAt!: Date;

  @Column('text', { name: 'time_zone' })
  timeZone!: string;

  @Column('boolean')
  cancelled!: boolean;
}

export type ScheduledJobKind =
  'EVENT_STARTING_SOON' | 'UPCOMING_EVENT' | 'WEEKLY_UPCOMING_EVENT' | 'UNVIEWED_PLAYS' | 'PRACTICE_PHASE';

/** A notification due at a time; done in the transaction that writes its notifications. */
@Entity('scheduled_jobs')
export class ScheduledJobEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  kind!: ScheduledJobKind;

  /** What makes the job unique: STARTING_SOON:<event>:<start>, DAY_BEFORE:<event>:<start>, WEEKLY:<team>:<local date>, UNVIEWED:<team>:<local date>. */
  @Column('text', { name: 'job_key' })
  jobKey!: string;

  @Column('uuid', { name: 'team_id' })
  teamId!: string;

  @Column('uuid', { name: 'event_id', nullable: true })
  eventId!: string | null;

  @Column('timestamptz', { name: 'due_at' })
  dueAt!: Date;

  /** What the notification names besides the event (PRACTICE_PHASE: the phase's name). */
  @Column('jsonb', { nullable: true })
  params!: { phase?: string } | null;

  @Column('text')
  status!: 'pending' | 'done';

  @Column('int')
  attempts!: number;

  @Column('text', { name: 'last_error', nullable: true })
  lastError!: string | null;

  @Column('timestamptz', { name: 'done_at', nullable: true })
  doneAt!: Date | null;
}

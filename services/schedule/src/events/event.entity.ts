import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { PracticeSection } from '../practice/practice-template.entity';

export interface EventLocation {
  placeId: string | null;
  lat: number | null;
  lng: number | null;
  name: string;
}

export interface EventReminder {
  /** One of the reminder choices ('One Day Before', ...). */
  choice: string;
  sendAt: Date | string;
}

/** One game, practice, scrimmage or custom event of a team: an instant range planned in the team's zone. */
@Entity('schedule_events')
@Index('schedule_events_team_start', ['teamId', 'startAt'])
export class EventEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'team_id' })
  teamId!: string;

  /** The createBulkEvents series the event came from, if any. */
  @Column('uuid', { name: 'series_id', nullable: true })
  seriesId!: string | null;

  @Column('text', { name: 'event_type' })
  eventType!: string;

  @Column('uuid', { name: 'custom_type_id', nullable: true })
  customTypeId!: string | null;

  @Column('text', { default: '' })
  title!: string;

  @Column('timestamptz', { name: 'start_at' })
  startAt!: Date;

  @Column('timestamptz', { name: 'end_at' })
  endAt!: Date;

  /** The team's zone when the event was planned: its local date and times are read in it. */
  @Column('text', { name: 'time_zone' })
  timeZone!: string;

  @Column('text', { nullable: true })
  opponent!: string | null;

  @Column('jsonb', { nullable: true })
  location!: EventLocation | null;

  /** location.name, kept apart for the favourite-locations count. */
  @Column('text', { name: 'location_name', nullable: true })
  locationName!: string | null;

  @Column('text', { nullable: true })
  objectives!: string | null;

  @Column('text', { name: 'field_details', nullable: true })
  fieldDetails!: string | null;

  /** A practice's plan of timed sections (from a template or written for it), or null. */
  @Column('jsonb', { name: 'practice_plan', nullable: true })
  practicePlan!: { sections: PracticeSection[] } | null;

  /** Removing a reminder stores false (spec section 4), never null, so an edit can tell "removed" apart. */
  @Column('jsonb', { default: false })
  reminder!: EventReminder | false;

  @Column('timestamptz', { name: 'reminder_sent_at', nullable: true })
  reminderSentAt!: Date | null;

  /** 'GOING' when members who have not answered count as going. */
  @Column('text', { name: 'default_rsvp', nullable: true })
  defaultRsvp!: string | null;

  @Column('boolean', { default: false })
  cancelled!: boolean;

  /** Raised on every change: the iCalendar SEQUENCE. */
  @Column('integer', { default: 0 })
  sequence!: number;

  @Column('uuid', { name: 'created_by' })
  createdBy!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;

  @Column('timestamptz', { name: 'date_updated', nullable: true })
  dateUpdated!: Date | null;

  @Column('timestamptz', { name: 'location_updated', nullable: true })
  locationUpdated!: Date | null;

  @Column('timestamptz', { name: 'objectives_updated', nullable: true })
  objectivesUpdated!: Date | null;

  @Column('timestamptz', { name: 'field_details_updated', nullable: true })
  fieldDetailsUpdated!: Date | null;

  @Column('timestamptz', { name: 'practice_plan_updated', nullable: true })
  practicePlanUpdated!: Date | null;

  @Column('timestamptz', { name: 'opponent_updated', nullable: true })
  opponentUpdated!: Date | null;
}

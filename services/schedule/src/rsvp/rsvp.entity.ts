import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One member's answer for one event; answered_by differs from user_id when a contact or a coach answered. */
@Entity('schedule_rsvps')
@Index('schedule_rsvps_team_user', ['teamId', 'userId'])
export class RsvpEntity {
  @PrimaryColumn('uuid', { name: 'event_id' })
  eventId!: string;

  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('uuid', { name: 'team_id' })
  teamId!: string;

  @Column('text')
  status!: string;

  @Column('text', { default: '' })
  reason!: string;

  @Column('uuid', { name: 'answered_by' })
  answeredBy!: string;

  @Column('timestamptz', { name: 'answered_at' })
  answeredAt!: Date;
}

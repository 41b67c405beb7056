import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Whether a member was there, as a coach marked it. */
@Entity('schedule_attendance')
@Index('schedule_attendance_team_user', ['teamId', 'userId'])
export class AttendanceEntity {
  @PrimaryColumn('uuid', { name: 'event_id' })
  eventId!: string;

  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('uuid', { name: 'team_id' })
  teamId!: string;

  @Column('boolean')
  present!: boolean;

  @Column('uuid', { name: 'marked_by' })
  markedBy!: string;

  @Column('timestamptz', { name: 'marked_at' })
  markedAt!: Date;
}

import type { NotificationParams, SentNotificationKind } from '@chalktalk/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One item of a person's in-app inbox; a burst of one kind (same collapse key, within its window) is one row. */
@Entity('notifications')
export class NotificationEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  kind!: SentNotificationKind;

  @Column('uuid', { name: 'team_id', nullable: true })
  teamId!: string | null;

  @Column('text')
  title!: string;

  @Column('text')
  body!: string;

  /** The page it opens (path and query). */
  @Column('text')
  link!: string;

  /** What the text was rendered from (a burst re-renders it with the new count). */
  @Column('jsonb')
  params!: NotificationParams;

  @Column('text')
  edition!: string;

  @Column('text', { name: 'collapse_key', nullable: true })
  collapseKey!: string | null;

  @Column('int')
  count!: number;

  @Column('text', { name: 'last_event_id' })
  lastEventId!: string;

  @Column('timestamptz', { name: 'read_at', nullable: true })
  readAt!: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}

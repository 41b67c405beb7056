import type { NotificationPreferences } from '@chalktalk/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The user settings' `notifications`: preferences per kind and channel, quiet hours, the unsubscribe token. */
@Entity('notification_settings')
export class NotificationSettingsEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('jsonb')
  preferences!: NotificationPreferences;

  @Column('text', { name: 'quiet_start', nullable: true })
  quietStart!: string | null;

  @Column('text', { name: 'quiet_end', nullable: true })
  quietEnd!: string | null;

  @Column('text', { name: 'time_zone', nullable: true })
  timeZone!: string | null;

  /** Random, per user: the one-click unsubscribe links carry it (no login needed to unsubscribe). */
  @Column('text', { name: 'unsubscribe_token' })
  unsubscribeToken!: string;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}

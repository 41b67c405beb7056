import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A browser's push subscription (the user settings' notificationDevices): one per browser, its endpoint unique. */
@Entity('notification_devices')
export class NotificationDeviceEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  endpoint!: string;

  @Column('text')
  p256dh!: string;

  @Column('text')
  auth!: string;

  @Column('text', { name: 'user_agent' })
  userAgent!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'last_sent_at', nullable: true })
  lastSentAt!: Date | null;
}

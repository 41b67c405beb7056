import { Column, Entity, PrimaryColumn } from 'typeorm';

export interface PushPayload {
  /** The inbox item's id when there is one (the service worker tags the notification with it). */
  id: string;
  kind: string;
  title: string;
  body: string;
  /** The page it opens, absolute. */
  url: string;
}

export type PushStatus = 'pending' | 'sent' | 'failed' | 'gone';

/** One push message to one device; the payload is dropped once it is settled. */
@Entity('push_deliveries')
export class PushDeliveryEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text', { name: 'event_id' })
  eventId!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('uuid', { name: 'device_id' })
  deviceId!: string;

  @Column('text')
  kind!: string;

  @Column('jsonb', { nullable: true })
  payload!: PushPayload | null;

  @Column('text')
  urgency!: string;

  @Column('int', { name: 'ttl_seconds' })
  ttlSeconds!: number;

  @Column('text')
  status!: PushStatus;

  @Column('int')
  attempts!: number;

  @Column('timestamptz', { name: 'next_attempt_at' })
  nextAttemptAt!: Date;

  @Column('text', { name: 'last_error', nullable: true })
  lastError!: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'sent_at', nullable: true })
  sentAt!: Date | null;
}

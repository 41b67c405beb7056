import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An event a consumer group has processed; inserted in the handler's transaction so redeliveries skip. */
@Entity({ name: 'platform_inbox' })
export class InboxRecord {
  @PrimaryColumn({ type: 'text' })
  consumer!: string;

  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column({ type: 'text' })
  topic!: string;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt!: Date;
}

import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One event waiting to be (or already) published. `payload` is the encoded Envelope. */
@Entity({ name: 'platform_outbox' })
export class OutboxRecord {
  // bigint ids come back as strings from pg; they order the records of one service.
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'event_id', type: 'uuid', unique: true })
  eventId!: string;

  @Column({ type: 'text' })
  topic!: string;

  @Column({ type: 'text' })
  key!: string;

  @Column({ type: 'text' })
  type!: string;

  @Column({ type: 'bytea' })
  payload!: Buffer;

  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  headers!: Record<string, string>;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;
}

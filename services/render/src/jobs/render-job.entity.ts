import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type RenderJobStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * A render job taken off render.job.v1. The Kafka handler only records it (fast, inside the delivery's
 * transaction); workers claim rows with SKIP LOCKED and a lease, so a worker that dies mid-job leaves the row
 * to another once the lease runs out.
 */
@Entity({ name: 'render_jobs' })
export class RenderJobEntity {
  @PrimaryColumn({ type: 'text' })
  nonce!: string;

  @Column({ name: 'play_id', type: 'text' })
  playId!: string;

  @Column({ name: 'play_hash', type: 'text' })
  playHash!: string;

  @Column({ name: 'play_json', type: 'jsonb' })
  playJson!: unknown;

  @Column({ type: 'jsonb' })
  options!: { width: number; height: number; fps: number; speed: number; formats: string[] };

  @Column({ type: 'text' })
  status!: RenderJobStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ name: 'available_at', type: 'timestamptz' })
  availableAt!: Date;

  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true })
  leaseUntil!: Date | null;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A play published to the community: a snapshot of the author's play when it was (re)shared. */
@Entity('community_plays')
export class CommunityPlayEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'source_play_id' })
  sourcePlayId!: string;

  @Column('uuid', { name: 'source_playbook_id' })
  sourcePlaybookId!: string;

  @Column('uuid', { name: 'author_id' })
  authorId!: string;

  @Column('uuid', { name: 'program_id', nullable: true })
  programId!: string | null;

  @Column('text')
  name!: string;

  @Column('text')
  description!: string;

  @Column('text', { array: true })
  tags!: string[];

  @Column('text')
  sport!: string;

  @Column('jsonb')
  document!: Record<string, unknown>;

  @Column('text')
  status!: 'published' | 'taken_down';

  @Column('text', { name: 'taken_down_reason', nullable: true })
  takenDownReason!: string | null;

  /** Hidden by reports until reviewed. */
  @Column('boolean')
  hidden!: boolean;

  /** When the author of the hidden play asked a moderator to review it (cleared by the decision). */
  @Column('timestamptz', { name: 'review_requested_at', nullable: true })
  reviewRequestedAt!: Date | null;

  @Column('timestamptz', { name: 'published_at' })
  publishedAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;

  @Column('int') likes!: number;
  @Column('int') comments!: number;
  @Column('int') copies!: number;
  @Column('int') views!: number;

  @Column('uuid', { name: 'credit_ids', array: true })
  creditIds!: string[];
}

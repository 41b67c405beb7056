import type { EvaluationShareType } from '@chalktalk/domain';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A measured value as stored: SI, with the unit it was typed in. */
export interface StoredMeasurement {
  si: number;
  unit: string;
}

/** One coach's evaluation of one roster person (spec 3 §3: stored under a roster person). */
@Entity('player_evaluations')
@Index('player_evaluations_roster', ['teamId', 'rosterId'])
export class PlayerEvaluationEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'team_id' })
  teamId!: string;

  @Column('uuid', { name: 'roster_id' })
  rosterId!: string;

  @Column('uuid', { name: 'author_id' })
  authorId!: string;

  @Column('uuid', { name: 'template_id' })
  templateId!: string;

  @Column('integer', { name: 'template_version' })
  templateVersion!: number;

  /** The player's position when it was saved: the weights it was rated with. */
  @Column('text')
  position!: string;

  /** Criterion → score on the template's scale. */
  @Column('jsonb')
  scores!: Record<string, number>;

  /** Measured field id → value in SI with the unit it was typed in. */
  @Column('jsonb')
  measurements!: Record<string, StoredMeasurement>;

  @Column('text')
  notes!: string;

  /** 0..100, null when nothing weighted was scored. */
  @Column('integer', { name: 'overall_rating', nullable: true })
  overallRating!: number | null;

  @Column('integer')
  version!: number;

  @Column('text', { name: 'share_type' })
  shareType!: EvaluationShareType;

  @Column('timestamptz', { name: 'created_date' })
  createdDate!: Date;

  @Column('timestamptz', { name: 'last_modified' })
  lastModified!: Date;
}

/** Every saved version of an evaluation (the history stays when it is updated). */
@Entity('player_evaluation_history')
export class PlayerEvaluationHistoryEntity {
  @PrimaryColumn('uuid', { name: 'evaluation_id' })
  evaluationId!: string;

  @PrimaryColumn('integer')
  version!: number;

  @Column('uuid', { name: 'saved_by' })
  savedBy!: string;

  @Column('timestamptz', { name: 'saved_at' })
  savedAt!: Date;

  /** templateId, templateVersion, position, scores, measurements, notes, overallRating as saved. */
  @Column('jsonb')
  snapshot!: Record<string, unknown>;
}

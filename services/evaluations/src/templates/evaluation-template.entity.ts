import type { EvaluationTemplateBody } from '@chalktalk/domain';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The current state of a team's evaluation template; every saved state is also a revision. */
@Entity('evaluation_templates')
@Index('evaluation_templates_team', ['teamId', 'createdDate'])
export class EvaluationTemplateEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'team_id' })
  teamId!: string;

  /** name, scoreScale, sections, positionWeights, measuredFields, active. */
  @Column('jsonb')
  body!: EvaluationTemplateBody;

  @Column('boolean')
  active!: boolean;

  /** 1 on creation, +1 on each update. */
  @Column('integer')
  version!: number;

  @Column('uuid', { name: 'created_by' })
  createdBy!: string;

  @Column('timestamptz', { name: 'created_date' })
  createdDate!: Date;

  @Column('timestamptz', { name: 'last_modified' })
  lastModified!: Date;
}

/** One version of a template as it was saved: evaluations point at (templateId, version). */
@Entity('evaluation_template_revisions')
export class EvaluationTemplateRevisionEntity {
  @PrimaryColumn('uuid', { name: 'template_id' })
  templateId!: string;

  @PrimaryColumn('integer')
  version!: number;

  @Column('jsonb')
  body!: EvaluationTemplateBody;

  @Column('timestamptz', { name: 'saved_at' })
  savedAt!: Date;
}

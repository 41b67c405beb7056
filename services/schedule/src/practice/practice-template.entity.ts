import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One timed part of a practice: what, how long, notes and the team plays it uses. */
export interface PracticeSection {
  title: string;
  minutes: number;
  notes?: string;
  playIds?: string[];
}

/** A reusable practice plan of a team (spec: id, sections, createdBy, createdDate). */
@Entity('practice_templates')
@Index('practice_templates_team', ['teamId', 'createdDate'])
export class PracticeTemplateEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'team_id' })
  teamId!: string;

  @Column('text')
  name!: string;

  @Column('jsonb')
  sections!: PracticeSection[];

  /** 1 on creation, +1 on each update. */
  @Column('integer')
  version!: number;

  @Column('uuid', { name: 'created_by' })
  createdBy!: string;

  @Column('timestamptz', { name: 'created_date' })
  createdDate!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}

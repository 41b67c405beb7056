import type { SportLine, TeamFlags } from '@chalktalk/domain';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity('teams')
export class TeamEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Index('teams_program')
  @Column('uuid', { name: 'program_id', nullable: true })
  programId!: string | null;

  @Column('text')
  name!: string;

  @Column('text')
  sport!: SportLine;

  @Column('text', { nullable: true })
  plan!: string | null;

  /** False until billing reports a paid subscription (or the demo seed marks it). */
  @Column('boolean', { default: false })
  paid!: boolean;

  @Column('uuid', { name: 'owner_id' })
  ownerId!: string;

  /** Join code: 8 upper-case letters, unique. */
  @Column('text', { name: 'team_key', unique: true })
  teamKey!: string;

  @Column('jsonb')
  flags!: TeamFlags;

  @Column('timestamptz', { name: 'created_date' })
  createdDate!: Date;
}

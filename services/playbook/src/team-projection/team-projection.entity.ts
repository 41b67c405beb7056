import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Playbook's local copy of a team, fed by teams.team.v1; never read from the teams database. */
@Entity('team_projections')
export class TeamProjectionEntity {
  @PrimaryColumn('uuid', { name: 'team_id' })
  teamId!: string;

  @Column('uuid', { name: 'program_id', nullable: true })
  programId!: string | null;

  @Column('uuid', { name: 'owner_id' })
  ownerId!: string;

  @Column('text')
  name!: string;

  @Column('text')
  sport!: string;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}

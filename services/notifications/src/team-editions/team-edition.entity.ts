import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * teams.team.v1, reduced to what mail needs: the edition a team's invitations and team emails are branded with,
 * and the team's program and age so a program's invitations can be branded by its teams.
 */
@Entity('team_editions')
export class TeamEditionEntity {
  @PrimaryColumn('text', { name: 'team_id' })
  teamId!: string;

  @Column('text')
  edition!: string;

  /** Null when the team belongs to no program. */
  @Column('text', { name: 'program_id', nullable: true })
  programId!: string | null;

  /** When the team was created (TeamCreated), or the earliest event seen of it; the oldest team breaks ties. */
  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  /** When the team event was emitted; an older event never overwrites a newer one. */
  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}

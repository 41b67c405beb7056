import { Column, Entity, PrimaryColumn } from 'typeorm';

/** teams.team.v1, reduced to what mail needs: the edition a team's invitations and team emails are branded with. */
@Entity('team_editions')
export class TeamEditionEntity {
  @PrimaryColumn('text', { name: 'team_id' })
  teamId!: string;

  @Column('text')
  edition!: string;

  /** When the team event was emitted; an older event never overwrites a newer one. */
  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}

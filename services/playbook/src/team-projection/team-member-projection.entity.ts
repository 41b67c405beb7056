import type { TeamRole } from '@chalktalk/domain';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Who belongs to a team and as what, as far as playbook has heard from the teams service. */
@Entity('team_member_projections')
@Index('team_member_projections_user', ['userId'])
export class TeamMemberProjectionEntity {
  @PrimaryColumn('uuid', { name: 'team_id' })
  teamId!: string;

  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  role!: TeamRole;
}

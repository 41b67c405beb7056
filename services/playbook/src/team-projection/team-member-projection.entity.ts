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

  /** From MemberJoined; '' until one was seen (the owner of a created team, members from before the columns). */
  @Column('text', { name: 'first_name', default: '' })
  firstName?: string;

  @Column('text', { name: 'last_name', default: '' })
  lastName?: string;

  @Column('text', { default: '' })
  email?: string;
}

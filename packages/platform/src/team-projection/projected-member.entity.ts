import type { TeamRole } from '@chalktalk/domain';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Who belongs to a team and as what (pending members included, marked), as far as teams' events told us. */
@Entity('team_member_projections')
@Index('team_member_projections_user', ['userId'])
export class ProjectedMemberEntity {
  @PrimaryColumn('uuid', { name: 'team_id' })
  teamId!: string;

  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  role!: TeamRole;

  /** True while the member waits for approval (MemberPending); a pending member is not a member yet. */
  @Column('boolean', { default: false })
  pending!: boolean;

  @Column('text', { name: 'first_name', default: '' })
  firstName!: string;

  @Column('text', { name: 'last_name', default: '' })
  lastName!: string;

  @Column('text', { default: '' })
  email!: string;
}

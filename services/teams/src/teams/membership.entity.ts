import type { TeamRole } from '@chalktalk/domain';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity('memberships')
@Index('memberships_user', ['userId'])
export class MembershipEntity {
  @PrimaryColumn('uuid', { name: 'team_id' })
  teamId!: string;

  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  role!: TeamRole;

  /** A member waiting for a coach to review the join; not counted as a member until accepted. role = requested. */
  @Column('boolean', { default: false })
  pending!: boolean;

  @Column('timestamptz', { name: 'joined_at' })
  joinedAt!: Date;

  /** Contact details from the member's token when they joined: teams can mail members without asking identity. */
  @Column('text', { default: '' })
  email!: string;

  @Column('text', { name: 'first_name', default: '' })
  firstName!: string;

  @Column('text', { name: 'last_name', default: '' })
  lastName!: string;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * teams.membership.v1, reduced to what mail needs: who a team member is (address and name). Events that name
 * people by account id (study reminders) are addressed through it.
 */
@Entity('team_members')
export class TeamMemberEntity {
  @PrimaryColumn('text', { name: 'team_id' })
  teamId!: string;

  @PrimaryColumn('text', { name: 'user_id' })
  userId!: string;

  @Column('text')
  email!: string;

  @Column('text', { name: 'first_name' })
  firstName!: string;

  @Column('text', { name: 'last_name' })
  lastName!: string;
}

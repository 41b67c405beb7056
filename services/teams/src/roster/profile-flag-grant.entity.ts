import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Profile flags teams has already asked identity to set, so each is emitted once per user. */
@Entity('profile_flag_grants')
export class ProfileFlagGrantEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @PrimaryColumn('text')
  flag!: string;

  @Column('uuid', { name: 'team_id' })
  teamId!: string;

  @Column('timestamptz', { name: 'granted_at' })
  grantedAt!: Date;
}

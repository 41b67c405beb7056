import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user's community profile (spec 3 §3: screenName, description, birthdate, uid). */
@Entity('community_profiles')
export class CommunityProfileEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'screen_name' })
  screenName!: string;

  /** Lower-cased screen name: unique, so names differ by more than case. */
  @Column('text', { name: 'screen_name_key', unique: true })
  screenNameKey!: string;

  @Column('text')
  description!: string;

  @Column('date')
  birthdate!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;
}

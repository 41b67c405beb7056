import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A roster person: a player, or a contact of a player (playerId set). Pending entries form the pending roster. */
@Entity('roster_entries')
@Index('roster_entries_team', ['teamId'])
export class RosterEntryEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'team_id' })
  teamId!: string;

  /** The account behind the entry; null for people a coach typed in. */
  @Column('uuid', { name: 'user_id', nullable: true })
  userId!: string | null;

  /** Set on contacts: the player entry they belong to. */
  @Column('uuid', { name: 'player_id', nullable: true })
  playerId!: string | null;

  @Column('text')
  jersey!: string;

  @Column('text')
  position!: string;

  @Column('text', { name: 'first_name' })
  firstName!: string;

  @Column('text', { name: 'last_name' })
  lastName!: string;

  @Column('text')
  email!: string;

  @Column('boolean')
  pending!: boolean;

  @Column('timestamptz', { name: 'joined_at' })
  joinedAt!: Date;

  /** 0..100 from evaluations (PlayerRatingChanged); null until a coach rates the player. */
  @Column('integer', { name: 'overall_rating', nullable: true })
  overallRating!: number | null;
}

import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A roster entry (a player, or a contact of a player when playerId is set), fed by teams.roster.v1. */
@Entity('roster_projections')
@Index('roster_projections_team', ['teamId'])
@Index('roster_projections_user', ['userId'])
export class ProjectedRosterEntryEntity {
  @PrimaryColumn('uuid', { name: 'roster_id' })
  rosterId!: string;

  @Column('uuid', { name: 'team_id' })
  teamId!: string;

  /** The person's account when they joined with one; null for entries a coach typed in. */
  @Column('uuid', { name: 'user_id', nullable: true })
  userId!: string | null;

  /** Set on contacts: the roster entry of the player they belong to. */
  @Column('uuid', { name: 'player_id', nullable: true })
  playerId!: string | null;

  @Column('text', { default: '' })
  jersey!: string;

  @Column('text', { default: '' })
  position!: string;

  @Column('text', { name: 'first_name', default: '' })
  firstName!: string;

  @Column('text', { name: 'last_name', default: '' })
  lastName!: string;

  @Column('text', { default: '' })
  email!: string;

  /** True while the entry waits in the pending roster. */
  @Column('boolean', { default: false })
  pending!: boolean;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}

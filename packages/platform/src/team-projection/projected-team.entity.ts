import type { TeamFlags } from '@chalktalk/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A service's local copy of a team, fed by teams.team.v1; never read from the teams database. */
@Entity('team_projections')
export class ProjectedTeamEntity {
  @PrimaryColumn('uuid', { name: 'team_id' })
  teamId!: string;

  @Column('uuid', { name: 'program_id', nullable: true })
  programId!: string | null;

  @Column('uuid', { name: 'owner_id' })
  ownerId!: string;

  @Column('text')
  name!: string;

  @Column('text')
  sport!: string;

  /** Plan code from TeamUpdated; null until billing sets one. */
  @Column('text', { nullable: true })
  plan!: string | null;

  /** False while the team is inactive (unpaid); TeamCreated teams start unpaid. */
  @Column('boolean', { default: false })
  paid!: boolean;

  /** Team flags that are on (absent = off). */
  @Column('jsonb', { default: {} })
  flags!: TeamFlags;

  /** Admins of the team's program: ADMIN on every team of the program. */
  @Column('uuid', { name: 'program_admin_ids', array: true, default: () => "'{}'" })
  programAdminIds!: string[];

  /** The team's IANA time zone (TeamCreated / TeamUpdated time_zone); null until teams sends one. */
  @Column('text', { name: 'time_zone', nullable: true })
  timeZone!: string | null;

  /** Stamp of the team state this row holds (TeamCreated's createdAt, then TeamUpdated's updatedAt). */
  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}

import {
  type AddonQuantities,
  type CustomContract,
  DEFAULT_TEAM_TIME_ZONE,
  type SportLine,
  type TeamFlags,
} from '@chalktalk/domain';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity('teams')
export class TeamEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Index('teams_program')
  @Column('uuid', { name: 'program_id', nullable: true })
  programId!: string | null;

  @Column('text')
  name!: string;

  @Column('text')
  sport!: SportLine;

  @Column('text', { nullable: true })
  plan!: string | null;

  /** False until billing reports a paid subscription (or the demo seed marks it). */
  @Column('boolean', { default: false })
  paid!: boolean;

  @Column('uuid', { name: 'owner_id' })
  ownerId!: string;

  /** Join code: 8 upper-case letters, unique. */
  @Column('text', { name: 'team_key', unique: true })
  teamKey!: string;

  @Column('jsonb')
  flags!: TeamFlags;

  @Column('timestamptz', { name: 'created_date' })
  createdDate!: Date;

  @Column('boolean', { name: 'collegiate_team', default: false })
  collegiateTeam!: boolean;

  /** Add-on units bought for this team (PLAYERS, COACHES, ADMINS). */
  @Column('jsonb', { default: {} })
  addons!: AddonQuantities;

  /** Negotiated limits; set by billing or operations, never by the team's users. */
  @Column('jsonb', { name: 'custom_contract', nullable: true })
  customContract!: CustomContract | null;

  /** Names of coaches who have not joined yet. */
  @Column('jsonb', { name: 'coach_placeholders', default: [] })
  coachPlaceholders!: string[];

  @Column('bigint', { name: 'logo_version', nullable: true })
  logoVersion!: string | null;

  /** The team's IANA time zone: the schedule plans its events in this wall-clock time. */
  @Column('text', { name: 'time_zone', default: DEFAULT_TEAM_TIME_ZONE })
  timeZone!: string;
}

import type { PersonnelEntry, SportFamily } from '@chalktalk/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The scouting report of one game: season totals of the opponent, their personnel, and whether the team sees it. */
@Entity('scouting_reports')
export class ScoutingReportEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'team_id' })
  teamId!: string;

  @Column('uuid', { name: 'event_id' })
  eventId!: string;

  /** The sport family the stats belong to (the team's sport when the report was started). */
  @Column('text')
  sport!: SportFamily;

  @Column('integer', { name: 'ncaa_year' })
  ncaaYear!: number;

  /** Entered totals by stat key (penalty minutes in seconds); the figures are computed when read. */
  @Column('jsonb')
  stats!: Record<string, number>;

  @Column('jsonb')
  personnel!: PersonnelEntry[];

  @Column('text')
  summary!: string;

  @Column('boolean')
  published!: boolean;

  @Column('timestamptz', { name: 'published_at', nullable: true })
  publishedAt!: Date | null;

  @Column('uuid', { name: 'published_by', nullable: true })
  publishedBy!: string | null;

  @Column('uuid', { name: 'created_by' })
  createdBy!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('uuid', { name: 'updated_by' })
  updatedBy!: string;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}

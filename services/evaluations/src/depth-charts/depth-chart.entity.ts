import type { DepthChartDocument } from '@chalktalk/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A team's depth chart (spec 3 §3: one depthChart document per roster). */
@Entity('depth_charts')
export class DepthChartEntity {
  @PrimaryColumn('uuid', { name: 'team_id' })
  teamId!: string;

  /** The sport line it was laid out for; a team that changes sport starts a fresh chart. */
  @Column('text')
  sport!: string;

  @Column('jsonb')
  document!: DepthChartDocument;

  /** 1 on the first save, +1 on each save after it. */
  @Column('integer')
  version!: number;

  @Column('uuid', { name: 'saved_by' })
  savedBy!: string;

  @Column('timestamptz', { name: 'last_modified' })
  lastModified!: Date;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One person's viewing of one team play: recorded each time getSharedPlay answers them. */
@Entity('play_viewers')
export class PlayViewerEntity {
  @PrimaryColumn('uuid', { name: 'team_id' })
  teamId!: string;

  @PrimaryColumn('uuid', { name: 'play_id' })
  playId!: string;

  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('timestamptz', { name: 'first_viewed' })
  firstViewed!: Date;

  @Column('timestamptz', { name: 'last_viewed' })
  lastViewed!: Date;

  @Column('integer')
  views!: number;
}

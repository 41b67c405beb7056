import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The team playbooks a play was listed in at its newest PlayChanged: a team not in it before is a new share. */
@Entity('play_listings')
export class PlayListingEntity {
  @PrimaryColumn('uuid', { name: 'play_id' })
  playId!: string;

  @Column('uuid', { name: 'team_ids', array: true })
  teamIds!: string[];

  @Column('timestamptz', { name: 'changed_at' })
  changedAt!: Date;
}

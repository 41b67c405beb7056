import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A public share link: its random id is the credential that opens the play signed out. */
@Entity('public_links')
export class PublicLinkEntity {
  @PrimaryColumn('text')
  id!: string;

  @Column('uuid', { name: 'play_id' })
  playId!: string;

  @Column('uuid', { name: 'playbook_id' })
  playbookId!: string;

  @Column('uuid', { name: 'team_id', nullable: true })
  teamId!: string | null;

  @Column('uuid', { name: 'created_by' })
  createdBy!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;
}

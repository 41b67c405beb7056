import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A play listed in a playbook (the playlist item; its id is the play id). In the play's own playbook
 * srcPlaybookId is that playbook; in a team playbook it is the playbook the play was shared from.
 */
@Entity('playbook_entries')
export class PlaybookEntryEntity {
  @PrimaryColumn('uuid', { name: 'playbook_id' })
  playbookId!: string;

  @PrimaryColumn('uuid', { name: 'play_id' })
  playId!: string;

  @Column('uuid', { name: 'src_playbook_id' })
  srcPlaybookId!: string;

  @Column('uuid', { name: 'folder_id', nullable: true })
  folderId!: string | null;

  @Column('integer', { nullable: true })
  position!: number | null;

  /** Shared with scope COACHES: hidden from players, marked with an asterisk for coaches. */
  @Column('boolean', { name: 'coach_only', default: false })
  coachOnly!: boolean;

  /** A proxy: shared on from this team's playbook rather than from its own playbook. */
  @Column('uuid', { name: 'proxy_team_id', nullable: true })
  proxyTeamId!: string | null;

  @Column('uuid', { name: 'shared_by', nullable: true })
  sharedBy!: string | null;

  /** When the play was added here (created, or shared to the team: its sharedOn). */
  @Column('timestamptz', { name: 'created_date' })
  createdDate!: Date;
}

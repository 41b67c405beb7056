import type { ShareScope } from '@chalktalk/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The latest share scope of a play for one team (NOONE once unshared). */
@Entity('share_modifications')
export class ShareModificationEntity {
  @PrimaryColumn('uuid', { name: 'team_id' })
  teamId!: string;

  @PrimaryColumn('uuid', { name: 'play_id' })
  playId!: string;

  @Column('uuid', { name: 'src_playbook_id' })
  srcPlaybookId!: string;

  @Column('text')
  scope!: ShareScope;

  @Column('uuid', { name: 'modified_by' })
  modifiedBy!: string;

  @Column('timestamptz', { name: 'modified_at' })
  modifiedAt!: Date;
}

import type { PlaybookType } from '@chalktalk/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A playbook: one per team (created when the team is), one personal playbook per user, community ones. */
@Entity('playbooks')
export class PlaybookEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  type!: PlaybookType;

  /** Set for team playbooks (unique); null for personal ones. */
  @Column('uuid', { name: 'team_id', nullable: true })
  teamId!: string | null;

  /** Set for personal playbooks (unique); null for team ones. */
  @Column('uuid', { name: 'owner_id', nullable: true })
  ownerId!: string | null;

  @Column('timestamptz', { name: 'created_date' })
  createdDate!: Date;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A folder of a playbook; folders nest through parentId (null = the playbook's top level). */
@Entity('playbook_folders')
export class FolderEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'playbook_id' })
  playbookId!: string;

  @Column('text')
  name!: string;

  @Column('uuid', { name: 'parent_id', nullable: true })
  parentId!: string | null;

  /** Explicit position among its siblings; null sorts after positioned items. */
  @Column('integer', { nullable: true })
  position!: number | null;

  /** In a team playbook: the shared folder of the source playbook this one mirrors. */
  @Column('uuid', { name: 'src_folder_id', nullable: true })
  srcFolderId!: string | null;

  @Column('timestamptz', { name: 'created_date' })
  createdDate!: Date;
}

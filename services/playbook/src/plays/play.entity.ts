import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A play document, owned by its source playbook. `document` holds the JSON as saved (any version); it is
 * migrated to version 10 by the domain's loadPlay whenever it is read.
 */
@Entity('plays')
export class PlayEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'playbook_id' })
  playbookId!: string;

  @Column('jsonb')
  document!: Record<string, unknown>;

  /** The document's version as stored (older rows are migrated on load, never rewritten in place). */
  @Column('integer')
  version!: number;

  @Column('uuid', { name: 'created_by' })
  createdBy!: string;

  @Column('timestamptz', { name: 'created_date' })
  createdDate!: Date;

  @Column('timestamptz', { name: 'last_modified' })
  lastModified!: Date;
}

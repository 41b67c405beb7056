import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A formation a user saved in a playbook; `document` holds anchorType, initial, fieldPieces and balls. */
@Entity('playbook_formations')
export class FormationEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'playbook_id' })
  playbookId!: string;

  @Column('text')
  name!: string;

  @Column('text')
  sport!: string;

  @Column('text', { array: true })
  attributes!: string[];

  @Column('text')
  description!: string;

  @Column('jsonb')
  document!: Record<string, unknown>;

  @Column('timestamptz', { name: 'created_date' })
  createdDate!: Date;
}

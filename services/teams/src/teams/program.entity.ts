import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('programs')
export class ProgramEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

  /** Plan code (BASIC, COMPLETE, ...) once billing sets one; null before any subscription. */
  @Column('text', { nullable: true })
  plan!: string | null;

  @Column('boolean', { default: false })
  paid!: boolean;

  @Column('text', { name: 'color_primary', nullable: true })
  colorPrimary!: string | null;

  @Column('text', { name: 'color_secondary', nullable: true })
  colorSecondary!: string | null;

  @Column('uuid', { name: 'owner_id' })
  ownerId!: string;

  /** Program admins (account ids); the creator is the first. */
  @Column('uuid', { array: true })
  admins!: string[];

  @Column('timestamptz', { name: 'created_date' })
  createdDate!: Date;
}

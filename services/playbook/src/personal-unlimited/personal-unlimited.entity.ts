import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Playbook's copy of a user's Personal Unlimited state, fed by billing's PaidStateChanged (kind PERSONAL_UNLIMITED):
 * while it is paid the free-plays rule does not apply to the user's personal playbook.
 */
@Entity('personal_unlimited_states')
export class PersonalUnlimitedEntity {
  @PrimaryColumn('uuid', { name: 'owner_id' })
  ownerId!: string;

  @Column('boolean')
  paid!: boolean;

  /** billing's changedAt of the state this row holds: an older state arriving late is ignored. */
  @Column('timestamptz', { name: 'changed_at' })
  changedAt!: Date;
}

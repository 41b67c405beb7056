import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const ACTION_MODES = ['verifyEmail', 'resetPassword'] as const;
export type ActionMode = (typeof ACTION_MODES)[number];

/**
 * A one-time code mailed in a verify-email or reset-password link. Only its SHA-256 is kept; it is bound to its
 * mode, its account and the address it was sent to, and it expires.
 */
@Entity('action_codes')
@Index('action_codes_account_mode', ['accountId', 'mode'])
export class ActionCodeEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text', { name: 'code_hash', unique: true })
  codeHash!: string;

  @Column('uuid', { name: 'account_id' })
  accountId!: string;

  @Column('text')
  mode!: ActionMode;

  /** The (normalised) address the link was mailed to; a code for an address the account left is void. */
  @Column('text', { name: 'email_normalized' })
  emailNormalized!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt!: Date | null;
}

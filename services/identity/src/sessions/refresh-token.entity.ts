import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One refresh token of a login session. Each refresh spends the token and issues its successor in the same
 * family; presenting a spent token again means it leaked, so the whole family is revoked.
 */
@Entity('refresh_tokens')
export class RefreshTokenEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Index('refresh_tokens_family')
  @Column('uuid', { name: 'family_id' })
  familyId!: string;

  @Index('refresh_tokens_account')
  @Column('uuid', { name: 'account_id' })
  accountId!: string;

  /** SHA-256 of the token; the token itself is only ever in the user's cookie. */
  @Column('text', { name: 'token_hash', unique: true })
  tokenHash!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  /** When the password was last typed in this session (login, reauthenticate): the access token's auth_time. */
  @Column('timestamptz', { name: 'auth_time' })
  authTime!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt!: Date | null;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;
}

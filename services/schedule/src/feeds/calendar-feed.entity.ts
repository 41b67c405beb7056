import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A member's private calendar address: one team (TEAM), all their teams (ALL) or, for a program admin, the whole
 * program (PROGRAM). The secret is the address; renewing revokes it and makes a new one.
 */
@Entity('calendar_feeds')
@Index('calendar_feeds_owner', ['userId', 'scope', 'scopeId'])
export class CalendarFeedEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  scope!: 'TEAM' | 'ALL' | 'PROGRAM';

  /** The team or program id; null for ALL. */
  @Column('uuid', { name: 'scope_id', nullable: true })
  scopeId!: string | null;

  @Column('text', { unique: true })
  secret!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;
}

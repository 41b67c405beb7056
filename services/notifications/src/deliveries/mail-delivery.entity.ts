import { Column, Entity, Index, PrimaryColumn, Unique } from 'typeorm';
import type { MailKind, MailVars } from '../mail/mail-templates';

export type DeliveryStatus = 'pending' | 'sent' | 'failed';

/**
 * The delivery log: one row per transactional mail. `vars` holds what the template needs (a one-time link among
 * them) only until the mail is sent or given up; the log itself keeps who, what and when.
 */
@Entity('mail_deliveries')
@Index('mail_deliveries_due', ['status', 'nextAttemptAt'])
@Index('mail_deliveries_account', ['accountId'])
@Unique('mail_deliveries_event_recipient_unique', ['eventId', 'recipient'])
export class MailDeliveryEntity {
  @PrimaryColumn('uuid')
  id!: string;

  /**
   * The event that asked for the mail: one mail per event and recipient even when the event arrives twice (an
   * invitation or a team email is one event for many addresses).
   */
  @Column('text', { name: 'event_id' })
  eventId!: string;

  /** The account the mail is about; null for mail to addresses that need not have one (invitations, team mail). */
  @Column('uuid', { name: 'account_id', nullable: true })
  accountId!: string | null;

  @Column('text')
  kind!: MailKind;

  @Column('text')
  recipient!: string;

  @Column('text')
  edition!: string;

  @Column('jsonb', { nullable: true })
  vars!: MailVars | null;

  @Column('text')
  status!: DeliveryStatus;

  @Column('int')
  attempts!: number;

  @Column('timestamptz', { name: 'next_attempt_at' })
  nextAttemptAt!: Date;

  @Column('text', { name: 'last_error', nullable: true })
  lastError!: string | null;

  @Column('text', { name: 'message_id', nullable: true })
  messageId!: string | null;

  @Column('text', { nullable: true })
  subject!: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'sent_at', nullable: true })
  sentAt!: Date | null;

  /** Notification mails of a burst kind: later items within the window join this pending mail. */
  @Column('text', { name: 'collapse_key', nullable: true })
  collapseKey!: string | null;
}

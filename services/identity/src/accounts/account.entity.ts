import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A device registered for push notifications (open-ended: the web and mobile clients add fields). */
export type NotificationDevice = Record<string, string | number | boolean | null>;

export interface AccountSettings {
  /** Favourite team per site (edition). */
  favoriteTeams: Record<string, string>;
  /** Per notification kind: on/off, or on/off per channel. */
  notifications: Record<string, boolean | Record<string, boolean>>;
  notificationDevices: NotificationDevice[];
}

@Entity('accounts')
export class AccountEntity {
  @PrimaryColumn('uuid')
  id!: string;

  /** As the user typed it, trimmed. */
  @Column('text')
  email!: string;

  /** Lower-cased email; unique, so sign-up and login ignore case. */
  @Column('text', { name: 'email_normalized', unique: true })
  emailNormalized!: string;

  @Column('text', { name: 'first_name' })
  firstName!: string;

  @Column('text', { name: 'last_name' })
  lastName!: string;

  @Column('text', { name: 'password_hash' })
  passwordHash!: string;

  @Column('boolean', { name: 'email_verified', default: false })
  emailVerified!: boolean;

  @Column('boolean', { default: false })
  disabled!: boolean;

  /** The edition (site) the account signed up on; brands its mails. */
  @Column('text')
  edition!: string;

  @Column('jsonb')
  settings!: AccountSettings;

  @Column('jsonb', { name: 'profile_flags' })
  profileFlags!: Record<string, boolean>;

  @Column('timestamptz', { name: 'created_date' })
  createdDate!: Date;

  @Column('timestamptz', { name: 'last_access', nullable: true })
  lastAccess!: Date | null;
}

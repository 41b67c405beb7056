import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One failed login, counted against the account's email and against the caller's address. */
@Entity('login_failures')
@Index('login_failures_key_at', ['key', 'failedAt'])
export class LoginFailureEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column('text')
  key!: string;

  @Column('timestamptz', { name: 'failed_at' })
  failedAt!: Date;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A solved challenge that was already spent; kept until the challenge would have expired anyway. */
@Entity('used_bot_tokens')
export class UsedBotTokenEntity {
  @PrimaryColumn('text')
  challenge!: string;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;
}

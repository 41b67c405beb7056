import { Injectable } from '@nestjs/common';
import { DataSource, LessThan } from 'typeorm';
import { ServerSecretEntity } from './server-secret.entity';
import { UsedBotTokenEntity } from './used-bot-token.entity';

@Injectable()
export class BotCheckRepository {
  constructor(private readonly db: DataSource) {}

  /** Returns the stored secret, creating it with `candidate` when none exists yet (first writer wins). */
  async secret(name: string, candidate: string): Promise<string> {
    await this.db
      .createQueryBuilder()
      .insert()
      .into(ServerSecretEntity)
      .values({ name, value: candidate })
      .orIgnore()
      .execute();
    const row = await this.db.getRepository(ServerSecretEntity).findOneByOrFail({ name });
    return row.value;
  }

  /** Marks a challenge as spent; false when it had been spent before. */
  async spend(challenge: string, expiresAt: Date): Promise<boolean> {
    const result = await this.db
      .createQueryBuilder()
      .insert()
      .into(UsedBotTokenEntity)
      .values({ challenge, expiresAt })
      .orIgnore()
      .returning('challenge')
      .execute();
    return result.raw.length === 1;
  }

  async forgetExpired(now: Date): Promise<void> {
    await this.db.getRepository(UsedBotTokenEntity).delete({ expiresAt: LessThan(now) });
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource, In, LessThan, MoreThan } from 'typeorm';
import { LoginFailureEntity } from './login-failure.entity';

@Injectable()
export class LoginThrottleRepository {
  constructor(private readonly db: DataSource) {}

  countSince(key: string, since: Date): Promise<number> {
    return this.db.getRepository(LoginFailureEntity).countBy({ key, failedAt: MoreThan(since) });
  }

  async record(keys: string[], at: Date): Promise<void> {
    await this.db.getRepository(LoginFailureEntity).insert(keys.map((key) => ({ key, failedAt: at })));
  }

  async clear(key: string): Promise<void> {
    await this.db.getRepository(LoginFailureEntity).delete({ key });
  }

  async forgetBefore(keys: string[], before: Date): Promise<void> {
    await this.db.getRepository(LoginFailureEntity).delete({ key: In(keys), failedAt: LessThan(before) });
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AccountEntity } from './account.entity';

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class AccountsRepository {
  constructor(private readonly db: DataSource) {}

  private get accounts() {
    return this.db.getRepository(AccountEntity);
  }

  findById(id: string): Promise<AccountEntity | null> {
    return this.accounts.findOneBy({ id });
  }

  findByNormalizedEmail(emailNormalized: string): Promise<AccountEntity | null> {
    return this.accounts.findOneBy({ emailNormalized });
  }

  /** Inserts the account; false when the email is already taken (also under a concurrent sign-up). */
  async insert(account: AccountEntity): Promise<boolean> {
    try {
      // The settings document is open-ended JSON, which TypeORM's deep-partial type cannot follow.
      await this.accounts.insert(account as QueryDeepPartialEntity<AccountEntity>);
      return true;
    } catch (error) {
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
      ) {
        return false;
      }
      throw error;
    }
  }

  async touchLastAccess(id: string, at: Date): Promise<void> {
    await this.accounts.update({ id }, { lastAccess: at });
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AccountEntity } from './account.entity';

const UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION;

@Injectable()
export class AccountsRepository {
  constructor(private readonly db: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  findById(id: string, manager: EntityManager = this.db.manager): Promise<AccountEntity | null> {
    return manager.getRepository(AccountEntity).findOneBy({ id });
  }

  /** Locks the account row for a change that reads then writes it (email change, code spending). */
  findByIdForUpdate(manager: EntityManager, id: string): Promise<AccountEntity | null> {
    return manager
      .getRepository(AccountEntity)
      .createQueryBuilder('account')
      .setLock('pessimistic_write')
      .where('account.id = :id', { id })
      .getOne();
  }

  findByNormalizedEmail(emailNormalized: string): Promise<AccountEntity | null> {
    return this.db.getRepository(AccountEntity).findOneBy({ emailNormalized });
  }

  /** Inserts the account; false when the email is already taken (also under a concurrent sign-up). */
  async insert(account: AccountEntity, manager: EntityManager = this.db.manager): Promise<boolean> {
    try {
      // The settings document is open-ended JSON, which TypeORM's deep-partial type cannot follow.
      await manager.getRepository(AccountEntity).insert(account as QueryDeepPartialEntity<AccountEntity>);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Writes the given columns; false when the new email collides with another account's. */
  async update(
    manager: EntityManager,
    id: string,
    changes: Partial<Omit<AccountEntity, 'id'>>,
  ): Promise<boolean> {
    try {
      await manager
        .getRepository(AccountEntity)
        .update({ id }, changes as QueryDeepPartialEntity<AccountEntity>);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Deletes the account; its sessions and action codes go with it (ON DELETE CASCADE). */
  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(AccountEntity).delete({ id });
  }

  async touchLastAccess(id: string, at: Date, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.getRepository(AccountEntity).update({ id }, { lastAccess: at });
  }
}

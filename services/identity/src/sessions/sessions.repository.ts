import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { RefreshTokenEntity } from './refresh-token.entity';

@Injectable()
export class SessionsRepository {
  constructor(private readonly db: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async insert(token: RefreshTokenEntity, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.getRepository(RefreshTokenEntity).insert(token);
  }

  /** Locks the row so two refreshes racing with one token cannot both succeed. */
  findByHashForUpdate(manager: EntityManager, tokenHash: string): Promise<RefreshTokenEntity | null> {
    return manager
      .getRepository(RefreshTokenEntity)
      .createQueryBuilder('token')
      .setLock('pessimistic_write')
      .where('token.token_hash = :tokenHash', { tokenHash })
      .getOne();
  }

  findByHash(tokenHash: string): Promise<RefreshTokenEntity | null> {
    return this.db.getRepository(RefreshTokenEntity).findOneBy({ tokenHash });
  }

  async markUsed(manager: EntityManager, id: string, at: Date): Promise<void> {
    await manager.getRepository(RefreshTokenEntity).update({ id }, { usedAt: at });
  }

  async revokeAccount(accountId: string, at: Date, manager: EntityManager = this.db.manager): Promise<void> {
    await manager
      .getRepository(RefreshTokenEntity)
      .update({ accountId, revokedAt: IsNull() }, { revokedAt: at });
  }

  async revokeFamily(familyId: string, at: Date, manager: EntityManager = this.db.manager): Promise<void> {
    await manager
      .getRepository(RefreshTokenEntity)
      .update({ familyId, revokedAt: IsNull() }, { revokedAt: at });
  }
}

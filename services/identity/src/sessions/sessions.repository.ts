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

  /**
   * Revokes every token of the account; answers the sessions that were still alive (a refresh token not yet
   * expired): those are the ones whose access tokens may still be valid, also when they were re-signed without a
   * refresh (updateName, changeEmail). Sessions that died of age long ago are not listed.
   */
  async revokeAccount(
    accountId: string,
    at: Date,
    manager: EntityManager = this.db.manager,
  ): Promise<string[]> {
    const [rows] = (await manager.query(
      `UPDATE refresh_tokens SET revoked_at = $2 WHERE account_id = $1 AND revoked_at IS NULL
       RETURNING family_id, expires_at > $2 AS live`,
      [accountId, at],
    )) as [{ family_id: string; live: boolean }[], number];
    return [...new Set(rows.filter((row) => row.live).map((row) => row.family_id))];
  }

  async revokeFamily(familyId: string, at: Date, manager: EntityManager = this.db.manager): Promise<void> {
    await manager
      .getRepository(RefreshTokenEntity)
      .update({ familyId, revokedAt: IsNull() }, { revokedAt: at });
  }
}

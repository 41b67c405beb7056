import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull, LessThan } from 'typeorm';
import { ActionCodeEntity, type ActionMode } from './action-code.entity';

@Injectable()
export class ActionCodesRepository {
  constructor(private readonly db: DataSource) {}

  async insert(manager: EntityManager, code: ActionCodeEntity): Promise<void> {
    await manager.getRepository(ActionCodeEntity).insert(code);
  }

  findByHash(codeHash: string): Promise<ActionCodeEntity | null> {
    return this.db.getRepository(ActionCodeEntity).findOneBy({ codeHash });
  }

  /** Locks the row so two tabs applying one link cannot both spend it. */
  findByHashForUpdate(manager: EntityManager, codeHash: string): Promise<ActionCodeEntity | null> {
    return manager
      .getRepository(ActionCodeEntity)
      .createQueryBuilder('code')
      .setLock('pessimistic_write')
      .where('code.code_hash = :codeHash', { codeHash })
      .getOne();
  }

  async markUsed(manager: EntityManager, id: string, at: Date): Promise<void> {
    await manager.getRepository(ActionCodeEntity).update({ id }, { usedAt: at });
  }

  /** Spends every open code of the account in that mode (after a reset, or an email change). */
  async voidOpen(manager: EntityManager, accountId: string, mode: ActionMode, at: Date): Promise<void> {
    await manager
      .getRepository(ActionCodeEntity)
      .update({ accountId, mode, usedAt: IsNull() }, { usedAt: at });
  }

  /** Expired codes are useless; trimmed when new ones are issued, so no cron is needed. */
  async forgetExpired(manager: EntityManager, before: Date): Promise<void> {
    await manager.getRepository(ActionCodeEntity).delete({ expiresAt: LessThan(before) });
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SigningKeyEntity } from './signing-key.entity';

@Injectable()
export class KeysRepository {
  constructor(private readonly db: DataSource) {}

  all(): Promise<SigningKeyEntity[]> {
    return this.db.getRepository(SigningKeyEntity).find({ order: { createdAt: 'ASC' } });
  }

  /**
   * Runs `create` only when no key exists yet. The advisory lock makes replicas booting together agree on one key.
   */
  async ensureOne(create: () => Promise<Omit<SigningKeyEntity, 'createdAt'>>): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('identity.signing_keys'))`);
      if ((await manager.getRepository(SigningKeyEntity).count()) > 0) return;
      await manager.getRepository(SigningKeyEntity).insert(await create());
    });
  }
}

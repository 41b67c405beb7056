import { Injectable } from '@nestjs/common';
import type { ShareScope } from '@chalktalk/domain';
import { DataSource, EntityManager, In } from 'typeorm';
import { ShareModificationEntity } from './share-modification.entity';

@Injectable()
export class SharingRepository {
  constructor(private readonly db: DataSource) {}

  async record(manager: EntityManager, modification: ShareModificationEntity): Promise<void> {
    await manager.getRepository(ShareModificationEntity).upsert(modification, ['teamId', 'playId']);
  }

  async scopes(playId: string, teamIds: string[]): Promise<Map<string, ShareScope>> {
    const rows = await this.db.getRepository(ShareModificationEntity).findBy({ playId, teamId: In(teamIds) });
    return new Map(rows.map((row) => [row.teamId, row.scope]));
  }
}

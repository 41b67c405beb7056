import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PlayListingEntity } from './play-listing.entity';

@Injectable()
export class PlayListingsRepository {
  /** The last listings seen of the play, locked (PlayChanged of one play arrive in order; a replay is older). */
  find(manager: EntityManager, playId: string): Promise<PlayListingEntity | null> {
    return manager
      .getRepository(PlayListingEntity)
      .createQueryBuilder('p')
      .setLock('pessimistic_write')
      .where('p.play_id = :playId', { playId })
      .getOne();
  }

  async save(manager: EntityManager, row: PlayListingEntity): Promise<void> {
    await manager.getRepository(PlayListingEntity).save(row);
  }

  async remove(manager: EntityManager, playId: string): Promise<void> {
    await manager.getRepository(PlayListingEntity).delete({ playId });
  }
}

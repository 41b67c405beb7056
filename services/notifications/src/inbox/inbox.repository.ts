import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, LessThan, MoreThan, type EntityManager } from 'typeorm';
import { NotificationEntity } from './notification.entity';

@Injectable()
export class InboxRepository {
  constructor(private readonly db: DataSource) {}

  insert(manager: EntityManager, row: NotificationEntity): Promise<unknown> {
    return manager.getRepository(NotificationEntity).insert(row);
  }

  /**
   * Serialises bursts of one person and key until the transaction ends: deliveries of different partitions (plays
   * are keyed by play) run concurrently, and two of them must not both open a new item. Callers take the locks in
   * a stable order (recipients sorted), so two bursts never wait on each other crosswise.
   */
  async lockBurst(manager: EntityManager, userId: string, collapseKey: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 20))`, [
      `${userId}:${collapseKey}`,
    ]);
  }

  /** The unread item of this burst (same person and key) started after `since`, locked for the update. */
  openBurst(
    manager: EntityManager,
    userId: string,
    collapseKey: string,
    since: Date,
  ): Promise<NotificationEntity | null> {
    return manager
      .getRepository(NotificationEntity)
      .createQueryBuilder('n')
      .setLock('pessimistic_write')
      .where(
        'n.user_id = :userId AND n.collapse_key = :collapseKey AND n.created_at > :since AND n.read_at IS NULL',
        {
          userId,
          collapseKey,
          since,
        },
      )
      .orderBy('n.created_at', 'DESC')
      .limit(1)
      .getOne();
  }

  async update(manager: EntityManager, id: string, changes: Partial<NotificationEntity>): Promise<void> {
    await manager.getRepository(NotificationEntity).update({ id }, changes);
  }

  /** Newest first (by last change), `before` paging on updated_at. */
  list(userId: string, limit: number, before?: Date): Promise<NotificationEntity[]> {
    return this.db.getRepository(NotificationEntity).find({
      where: { userId, ...(before ? { updatedAt: LessThan(before) } : {}) },
      order: { updatedAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  unreadCount(userId: string): Promise<number> {
    return this.db.getRepository(NotificationEntity).countBy({ userId, readAt: IsNull() });
  }

  /** Marks the user's own items read; returns how many of the ids were theirs. */
  async markRead(userId: string, ids: readonly string[], now: Date): Promise<number> {
    const repo = this.db.getRepository(NotificationEntity);
    const owned = await repo.countBy({ userId, id: In([...ids]) });
    await repo.update({ userId, id: In([...ids]), readAt: IsNull() }, { readAt: now });
    return owned;
  }

  async markAllRead(userId: string, now: Date): Promise<void> {
    await this.db.getRepository(NotificationEntity).update({ userId, readAt: IsNull() }, { readAt: now });
  }

  /** Items changed after `since`: the live stream's poll. */
  changedSince(userId: string, since: Date): Promise<NotificationEntity[]> {
    return this.db.getRepository(NotificationEntity).find({
      where: { userId, updatedAt: MoreThan(since) },
      order: { updatedAt: 'ASC' },
      take: 50,
    });
  }

  async forgetUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.getRepository(NotificationEntity).delete({ userId });
  }
}

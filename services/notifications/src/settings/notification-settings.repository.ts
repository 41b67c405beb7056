import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, In, type EntityManager } from 'typeorm';
import { NotificationSettingsEntity } from './notification-settings.entity';

@Injectable()
export class NotificationSettingsRepository {
  constructor(private readonly db: DataSource) {}

  get manager(): EntityManager {
    return this.db.manager;
  }

  async find(manager: EntityManager, userId: string): Promise<NotificationSettingsEntity | null> {
    return manager.getRepository(NotificationSettingsEntity).findOneBy({ userId });
  }

  /** The users' settings by user id; users who never saved any are absent (everything on). */
  async findMany(
    manager: EntityManager,
    userIds: readonly string[],
  ): Promise<Map<string, NotificationSettingsEntity>> {
    if (!userIds.length) return new Map();
    const rows = await manager
      .getRepository(NotificationSettingsEntity)
      .findBy({ userId: In([...new Set(userIds)]) });
    return new Map(rows.map((row) => [row.userId, row]));
  }

  /** The user's row, created with defaults (everything on, a fresh unsubscribe token) when missing. */
  async ensure(
    manager: EntityManager,
    userId: string,
    now: Date = new Date(),
  ): Promise<NotificationSettingsEntity> {
    await manager.query(
      `INSERT INTO notification_settings (user_id, preferences, unsubscribe_token, updated_at)
       VALUES ($1, '{}', $2, $3) ON CONFLICT (user_id) DO NOTHING`,
      [userId, randomBytes(24).toString('base64url'), now],
    );
    return (await this.find(manager, userId))!;
  }

  async save(manager: EntityManager, row: NotificationSettingsEntity): Promise<void> {
    await manager.getRepository(NotificationSettingsEntity).save(row);
  }

  async forgetUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.getRepository(NotificationSettingsEntity).delete({ userId });
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { claimOldestDue, enqueueOnce } from '../deliveries/delivery-queue';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { NotificationDeviceEntity } from './notification-device.entity';
import { PushDeliveryEntity } from './push-delivery.entity';

@Injectable()
export class PushRepository {
  constructor(private readonly db: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Registers the browser's subscription for the user; the same endpoint again (or for another user) is rewritten. */
  async upsertDevice(device: NotificationDeviceEntity): Promise<NotificationDeviceEntity> {
    await this.db.query(
      `INSERT INTO notification_devices (id, user_id, endpoint, p256dh, auth, user_agent, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (endpoint) DO UPDATE
         SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, user_agent = EXCLUDED.user_agent`,
      [
        device.id,
        device.userId,
        device.endpoint,
        device.p256dh,
        device.auth,
        device.userAgent,
        device.createdAt,
      ],
    );
    return (await this.db.getRepository(NotificationDeviceEntity).findOneBy({ endpoint: device.endpoint }))!;
  }

  async removeDevice(userId: string, endpoint: string): Promise<boolean> {
    const result = await this.db.getRepository(NotificationDeviceEntity).delete({ userId, endpoint });
    return (result.affected ?? 0) > 0;
  }

  devicesOf(manager: EntityManager, userId: string): Promise<NotificationDeviceEntity[]> {
    return manager.getRepository(NotificationDeviceEntity).findBy({ userId });
  }

  listDevices(userId: string): Promise<NotificationDeviceEntity[]> {
    return this.db
      .getRepository(NotificationDeviceEntity)
      .find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  enqueue(manager: EntityManager, delivery: PushDeliveryEntity): Promise<void> {
    return enqueueOnce(manager, PushDeliveryEntity, delivery);
  }

  /** The oldest due push under a row lock (SKIP LOCKED: replicas never send the same one). */
  claimDue(manager: EntityManager, now: Date): Promise<PushDeliveryEntity | null> {
    return claimOldestDue(manager, PushDeliveryEntity, now);
  }

  device(manager: EntityManager, id: string): Promise<NotificationDeviceEntity | null> {
    return manager.getRepository(NotificationDeviceEntity).findOneBy({ id });
  }

  async update(manager: EntityManager, id: string, changes: Partial<PushDeliveryEntity>): Promise<void> {
    await manager
      .getRepository(PushDeliveryEntity)
      .update({ id }, changes as QueryDeepPartialEntity<PushDeliveryEntity>);
  }

  async deviceSent(manager: EntityManager, id: string, at: Date): Promise<void> {
    await manager.getRepository(NotificationDeviceEntity).update({ id }, { lastSentAt: at });
  }

  /** The push service said the subscription is gone (404/410): the device goes (its other waiting pushes fail). */
  async dropDevice(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(NotificationDeviceEntity).delete({ id });
  }

  async forgetUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.getRepository(NotificationDeviceEntity).delete({ userId });
  }

  findByEvent(eventId: string): Promise<PushDeliveryEntity[]> {
    return this.db.getRepository(PushDeliveryEntity).find({ where: { eventId }, order: { userId: 'ASC' } });
  }
}

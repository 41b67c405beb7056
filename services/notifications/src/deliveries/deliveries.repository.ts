import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { claimOldestDue, enqueueOnce } from './delivery-queue';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { MailDeliveryEntity } from './mail-delivery.entity';

@Injectable()
export class DeliveriesRepository {
  constructor(private readonly db: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Records a mail to send; a second row for the same event and recipient is ignored. */
  enqueue(manager: EntityManager, delivery: MailDeliveryEntity): Promise<void> {
    return enqueueOnce(manager, MailDeliveryEntity, delivery);
  }

  /**
   * Claims the oldest due mail under a row lock; SKIP LOCKED lets replicas (and overlapping ticks) each take a
   * different one, so a mail is never sent twice at once.
   */
  claimDue(manager: EntityManager, now: Date): Promise<MailDeliveryEntity | null> {
    return claimOldestDue(manager, MailDeliveryEntity, now);
  }

  /** The account's waiting mail of a burst, locked (a concurrent dispatcher claim waits or skips it). */
  pendingBurst(
    manager: EntityManager,
    accountId: string,
    collapseKey: string,
  ): Promise<MailDeliveryEntity | null> {
    return manager
      .getRepository(MailDeliveryEntity)
      .createQueryBuilder('d')
      .setLock('pessimistic_write')
      .where(
        'd.account_id = :accountId AND d.collapse_key = :collapseKey AND d.status = :status AND d.attempts = 0',
        {
          accountId,
          collapseKey,
          status: 'pending',
        },
      )
      .orderBy('d.created_at', 'DESC')
      .limit(1)
      .getOne();
  }

  async update(manager: EntityManager, id: string, changes: Partial<MailDeliveryEntity>): Promise<void> {
    await manager
      .getRepository(MailDeliveryEntity)
      .update({ id }, changes as QueryDeepPartialEntity<MailDeliveryEntity>);
  }

  async forgetAccount(manager: EntityManager, accountId: string): Promise<void> {
    await manager.getRepository(MailDeliveryEntity).delete({ accountId });
  }

  findByEvent(eventId: string): Promise<MailDeliveryEntity[]> {
    return this.db
      .getRepository(MailDeliveryEntity)
      .find({ where: { eventId }, order: { recipient: 'ASC' } });
  }

  findByAccount(accountId: string): Promise<MailDeliveryEntity[]> {
    return this.db
      .getRepository(MailDeliveryEntity)
      .find({ where: { accountId }, order: { createdAt: 'ASC' } });
  }
}

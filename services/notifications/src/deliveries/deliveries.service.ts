import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { MailKind, MailVars } from '../mail/mail-templates';
import { DeliveriesRepository } from './deliveries.repository';
import { MailDeliveryEntity } from './mail-delivery.entity';

export interface MailRequest {
  eventId: string;
  accountId: string | null;
  kind: MailKind;
  recipient: string;
  vars: MailVars;
}

/** Turns events into delivery-log rows; the dispatcher sends them after the event's transaction commits. */
@Injectable()
export class DeliveriesService {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly repository: DeliveriesRepository) {}

  async enqueue(manager: EntityManager, request: MailRequest, now: Date = new Date()): Promise<void> {
    await this.repository.enqueue(
      manager,
      Object.assign(new MailDeliveryEntity(), {
        id: randomUUID(),
        eventId: request.eventId,
        accountId: request.accountId,
        kind: request.kind,
        recipient: request.recipient,
        edition: request.vars.edition,
        vars: request.vars,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        messageId: null,
        subject: null,
        createdAt: now,
        sentAt: null,
      }),
    );
    // The handler's transaction commits right after it returns; the dispatcher looks shortly after.
    setTimeout(() => {
      for (const wake of this.listeners) wake();
    }, 20).unref();
  }

  /** An account was deleted: its delivery log (addresses, subjects) goes too. */
  forgetAccount(manager: EntityManager, accountId: string): Promise<void> {
    return this.repository.forgetAccount(manager, accountId);
  }

  onEnqueued(listener: () => void): void {
    this.listeners.add(listener);
  }
}

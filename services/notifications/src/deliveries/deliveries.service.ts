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
  /** Held until then (quiet hours, a burst's window); now when absent. */
  notBefore?: Date;
  /** Burst kinds: a later mail of the same account and key joins the pending one (see joinBurst). */
  collapseKey?: string;
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
        nextAttemptAt: request.notBefore && request.notBefore > now ? request.notBefore : now,
        lastError: null,
        messageId: null,
        subject: null,
        createdAt: now,
        sentAt: null,
        collapseKey: request.collapseKey ?? null,
      }),
    );
    // The handler's transaction commits right after it returns; the dispatcher looks shortly after.
    setTimeout(() => {
      for (const wake of this.listeners) wake();
    }, 20).unref();
  }

  /**
   * A burst: the account's mail with this key that is still waiting (not sent yet) takes the new item (its vars
   * are rewritten by `change`); false when there is none, and the caller enqueues a new one.
   */
  async joinBurst(
    manager: EntityManager,
    accountId: string,
    collapseKey: string,
    change: (vars: MailVars) => MailVars,
  ): Promise<boolean> {
    const pending = await this.repository.pendingBurst(manager, accountId, collapseKey);
    if (!pending?.vars) return false;
    await this.repository.update(manager, pending.id, { vars: change(pending.vars) });
    return true;
  }

  /** An account was deleted: its delivery log (addresses, subjects) goes too. */
  forgetAccount(manager: EntityManager, accountId: string): Promise<void> {
    return this.repository.forgetAccount(manager, accountId);
  }

  onEnqueued(listener: () => void): void {
    this.listeners.add(listener);
  }
}

import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createLogger, Outbox } from '@chalktalk/platform';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { subscriptionUpdated } from './billing-events';
import { BillingRepository } from './billing.repository';
import { EntityLedger } from './entity-ledger';

const logger = createLogger('billing.lapses');

/**
 * Downgrades and seat reductions take effect when the paid period ends: the pending teams replace the current
 * ones (SubscriptionUpdated, PaidStateChanged). Nothing arrives when a payment simply stops: every BILLING_LAPSE_CHECK_MS the entities still marked paid whose
 * paymentExpires plus the grace period has passed are marked unpaid (PaidStateChanged), and their teams go
 * inactive everywhere.
 */
@Injectable()
export class LapseChecker implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly repository: BillingRepository,
    private readonly ledger: EntityLedger,
    private readonly outbox: Outbox,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (!this.running)
        this.running = this.check()
          .catch((error: unknown) => {
            logger.error({ error }, 'lapse check failed');
            return 0;
          })
          .finally(() => (this.running = undefined));
    }, this.config.BILLING_LAPSE_CHECK_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Applies due downgrades, then marks lapsed entities unpaid; answers how many lapsed. */
  async check(now = new Date()): Promise<number> {
    for (const id of await this.repository.duePendingIds(now)) await this.applyPending(id, now);
    const ids = await this.repository.lapsedEntityIds(now, this.ledger.graceMs);
    for (const id of ids) await this.settle(id, now);
    if (ids.length > 0) logger.info({ lapsed: ids.length }, 'billing entities lapsed');
    return ids.length;
  }

  /** The same check for one entity at a moment of its own (a test clock): its due downgrade, then its paid state. */
  async checkEntity(id: string, now: Date): Promise<void> {
    await this.applyPending(id, now);
    await this.settle(id, now);
  }

  private async settle(id: string, now: Date): Promise<void> {
    await this.repository.transaction(async (manager) => {
      const entity = await this.repository.entity(id, manager, true);
      if (entity) await this.ledger.settle(manager, entity, now);
    });
  }

  private async applyPending(id: string, now: Date): Promise<void> {
    await this.repository.transaction(async (manager) => {
      const entity = await this.repository.entity(id, manager, true);
      if (!entity?.pendingTeams || !entity.pendingFrom || entity.pendingFrom > now) return;
      entity.teams = entity.pendingTeams;
      entity.plan = entity.teams[0]!.plan;
      entity.quantity = entity.teams.length;
      entity.billingFrequency = entity.pendingFrequency ?? entity.billingFrequency;
      entity.pendingTeams = null;
      entity.pendingFrequency = null;
      entity.pendingFrom = null;
      // Stamped now (the decision's moment), like settle's PaidStateChanged.
      await this.outbox.append(manager, subscriptionUpdated(entity, new Date()));
      await this.ledger.settle(manager, entity, now, true);
    });
  }
}

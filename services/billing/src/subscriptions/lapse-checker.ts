import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createLogger } from '@chalktalk/platform';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { BillingRepository } from './billing.repository';
import { EntityLedger } from './entity-ledger';

const logger = createLogger('billing.lapses');

/**
 * Nothing arrives when a payment simply stops: every BILLING_LAPSE_CHECK_MS the entities still marked paid whose
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

  /** Marks lapsed entities unpaid; answers how many. */
  async check(now = new Date()): Promise<number> {
    const ids = await this.repository.lapsedEntityIds(now, this.ledger.graceMs);
    for (const id of ids)
      await this.repository.transaction(async (manager) => {
        const entity = await this.repository.entity(id, manager, true);
        if (entity) await this.ledger.settle(manager, entity, now);
      });
    if (ids.length > 0) logger.info({ lapsed: ids.length }, 'billing entities lapsed');
    return ids.length;
  }
}

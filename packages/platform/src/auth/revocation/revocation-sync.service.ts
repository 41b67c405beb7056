import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { createLogger } from '../../logging/logger';
import { EVENT_BUS_OPTIONS, type EventBusModuleOptions } from '../../events/event-bus.types';
import { RefusalList } from './refusal-list';
import { RefusedAccessStore } from './refused-access.store';

export const REVOCATION_POLL_MS = Symbol('chalktalk.revocationPollMs');

/**
 * Keeps this replica's RefusalList in step with the service's table: everything still live at start (so a new
 * replica or a restarted process refuses what ended before it existed), then what other replicas recorded,
 * every `pollMs`. One small indexed query per interval, never one per request.
 */
@Injectable()
export class RevocationSync implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = createLogger('auth.revocations');
  private timer?: NodeJS.Timeout;
  private polledAt?: Date;
  private polling?: Promise<void>;

  constructor(
    private readonly store: RefusedAccessStore,
    private readonly list: RefusalList,
    @Inject(REVOCATION_POLL_MS) private readonly pollMs: number,
    @Optional() @Inject(EVENT_BUS_OPTIONS) bus?: EventBusModuleOptions,
  ) {
    // Without the bus nothing ever fills the table, and ended sessions would silently stay valid.
    if (!bus) throw new Error('AuthModule needs EventBusModule to learn which sessions ended');
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.poll();
    this.logger.debug({ refused: this.list.size }, 'refusals loaded');
    this.timer = setInterval(() => {
      this.polling ??= this.poll()
        .catch((error: unknown) => this.logger.warn({ err: error }, 'could not poll ended sessions'))
        .finally(() => (this.polling = undefined));
    }, this.pollMs);
    this.timer.unref();
  }

  /** Before the DataSource closes (it does so on application shutdown). */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.polling;
  }

  private async poll(): Promise<void> {
    const { refusals, polledAt } = await this.store.since(this.polledAt);
    this.list.refuse(refusals);
    this.list.prune();
    this.polledAt = polledAt;
  }
}

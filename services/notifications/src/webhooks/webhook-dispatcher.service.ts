import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createLogger, SecretBoxError } from '@chalktalk/platform';
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from './webhook-retry';
import { type SendResult, sendWebhook } from './webhook-sender';
import { webhookHeaders } from './webhook-signature';
import { WEBHOOKS_CONFIG, type WebhooksConfig } from './webhooks.config';
import { type DueDelivery, WebhooksRepository } from './webhooks.repository';
import { isTrustedOrigin } from './webhook-url';

const logger = createLogger('notifications.webhooks');

/** Events are kept (and replayable) for this long. */
export const WEBHOOK_REPLAY_DAYS = 30;
const PURGE_EVERY_MS = 3_600_000;

/**
 * Sends the queued deliveries outside the consumer's transaction (no endpoint ever holds up the event stream):
 * WEBHOOK_CONCURRENCY lanes, each leasing one due delivery at a time; woken right after the consumer queued one,
 * polling as a fallback (other replicas' queues, retries coming due).
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private purgeTimer?: NodeJS.Timeout;
  private readonly lanes = new Set<Promise<void>>();
  private again = false;
  private stopped = false;

  constructor(
    @Inject(WEBHOOKS_CONFIG) private readonly config: WebhooksConfig,
    private readonly repository: WebhooksRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.wake(), this.config.WEBHOOK_POLL_MS);
    this.timer.unref();
    this.purgeTimer = setInterval(() => void this.purge(), PURGE_EVERY_MS);
    this.purgeTimer.unref();
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearInterval(this.purgeTimer);
    await Promise.allSettled([...this.lanes]);
  }

  /** Looks for due deliveries now (after the consumer queued some, or on the poll). */
  wake(): void {
    if (this.stopped) return;
    this.again = true;
    if (this.lanes.size === 0) this.spawn();
  }

  /** A lane drains until nothing is due; a lane that found work opens another, up to WEBHOOK_CONCURRENCY. */
  private spawn(): void {
    if (this.stopped || this.lanes.size >= this.config.WEBHOOK_CONCURRENCY) return;
    const lane: Promise<void> = this.drain()
      .catch((error: unknown) => logger.error({ err: error }, 'webhook dispatch failed'))
      .finally(() => this.lanes.delete(lane));
    this.lanes.add(lane);
  }

  async drain(): Promise<void> {
    while (!this.stopped) {
      this.again = false;
      // The lease outlives one attempt's time limit, so a live lane never loses its delivery to another.
      const delivery = await this.repository.claimDue(this.config.WEBHOOK_TIMEOUT_MS * 3 + 5_000);
      if (!delivery) {
        if (this.again) continue;
        return;
      }
      this.spawn();
      await this.attempt(delivery);
    }
  }

  private async attempt(delivery: DueDelivery): Promise<void> {
    const attempt = delivery.attempts + 1;
    const attemptedAt = new Date();
    const result = await this.send(delivery, attemptedAt);
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const gone = result.statusCode === 410;
    const giveUp = !ok && (gone || attempt >= WEBHOOK_MAX_ATTEMPTS);
    await this.repository.recordAttempt(
      delivery,
      { attempt, attemptedAt, ...result },
      {
        status: ok ? 'succeeded' : giveUp ? 'failed' : 'pending',
        nextAttemptAt:
          ok || giveUp
            ? attemptedAt
            : new Date(Date.now() + webhookRetryDelayMs(attempt, this.config.WEBHOOK_RETRY_SCALE)),
        // Standard Webhooks: 410 Gone means the receiver wants no more; the admin re-enables it on the screen.
        ...(gone ? { disableEndpoint: 'The endpoint answered 410 Gone' } : {}),
      },
    );
    const log = { deliveryId: delivery.id, eventId: delivery.eventId, attempt, status: result.statusCode };
    if (ok) logger.debug(log, 'webhook delivered');
    else logger.warn({ ...log, err: result.error, giveUp, gone }, 'webhook not delivered');
  }

  /** Signs with the endpoint's live secrets and POSTs; a secret that does not open is an attempt not made. */
  private async send(delivery: DueDelivery, attemptedAt: Date): Promise<SendResult> {
    let secrets: string[];
    try {
      secrets = await this.repository.liveSecrets(delivery.endpointId);
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      logger.error(
        { err: error, endpointId: delivery.endpointId, deliveryId: delivery.id },
        'webhook signing secret does not open with WEBHOOK_SECRETS_KEY: not sent',
      );
      return { statusCode: null, error: 'Not sent: the signing secret could not be opened', durationMs: 0 };
    }
    return sendWebhook(
      delivery.url,
      webhookHeaders(secrets, delivery.eventId, delivery.body, attemptedAt),
      delivery.body,
      {
        timeoutMs: this.config.WEBHOOK_TIMEOUT_MS,
        trusted: isTrustedOrigin(delivery.url, this.config.WEBHOOK_TRUSTED_ORIGINS),
      },
    );
  }

  private async purge(): Promise<void> {
    try {
      await this.repository.purgeBefore(new Date(Date.now() - WEBHOOK_REPLAY_DAYS * 86_400_000));
    } catch (error) {
      logger.error({ err: error }, 'webhook purge failed');
    }
  }
}

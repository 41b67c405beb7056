import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createLogger } from '@chalktalk/platform';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { renderMail } from '../mail/mail-templates';
import { MAIL_TRANSPORT, type MailTransport } from '../mail/mail-transport';
import { DeliveriesRepository } from './deliveries.repository';
import { DeliveriesService } from './deliveries.service';
import { retryDelayMs } from './retry-delay';

const logger = createLogger('notifications.mail');

/**
 * Sends the pending mails of the delivery log, outside the event handlers' transactions (SMTP is slow and may be
 * down). Wakes when a mail is enqueued, polls as a fallback, retries with backoff, gives up after
 * MAIL_MAX_ATTEMPTS (status failed). Secrets (the link) are dropped from the row once it is settled.
 */
@Injectable()
export class DeliveryDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly repository: DeliveriesRepository,
    deliveries: DeliveriesService,
  ) {
    deliveries.onEnqueued(() => this.wake());
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.wake(), this.config.MAIL_POLL_MS);
    this.timer.unref();
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Runs a drain now, or once more after the current one. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => logger.error({ err: error }, 'mail dispatch failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Sends due mails one by one until none is due. */
  async drain(): Promise<void> {
    while (!this.stopped && (await this.sendOne())) {
      // keep going
    }
  }

  private sendOne(): Promise<boolean> {
    return this.repository.transaction(async (manager) => {
      const now = new Date();
      const delivery = await this.repository.claimDue(manager, now);
      if (!delivery) return false;
      const attempts = delivery.attempts + 1;
      if (!delivery.vars) {
        await this.repository.update(manager, delivery.id, {
          status: 'failed',
          attempts,
          lastError: 'no content',
        });
        return true;
      }
      const mail = renderMail(delivery.kind, delivery.vars);
      try {
        const messageId = await this.transport.send({
          from: this.config.MAIL_FROM,
          to: delivery.recipient,
          ...mail,
        });
        await this.repository.update(manager, delivery.id, {
          status: 'sent',
          attempts,
          messageId,
          subject: mail.subject,
          sentAt: new Date(),
          vars: null,
          lastError: null,
        });
        logger.info({ deliveryId: delivery.id, kind: delivery.kind, attempts }, 'mail sent');
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        const giveUp = attempts >= this.config.MAIL_MAX_ATTEMPTS;
        await this.repository.update(manager, delivery.id, {
          status: giveUp ? 'failed' : 'pending',
          attempts,
          lastError,
          subject: mail.subject,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          ...(giveUp ? { vars: null } : {}),
        });
        logger.warn(
          { deliveryId: delivery.id, kind: delivery.kind, attempts, giveUp, err: lastError },
          'mail not sent',
        );
      }
      return true;
    });
  }
}

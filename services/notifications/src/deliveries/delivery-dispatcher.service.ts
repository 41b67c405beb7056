import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createLogger } from '@chalktalk/platform';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { renderMail } from '../mail/mail-templates';
import { MAIL_TRANSPORT, type MailTransport } from '../mail/mail-transport';
import { DeliveriesRepository } from './deliveries.repository';
import { DeliveriesService } from './deliveries.service';
import { DrainLoop, failedAttempt } from './drain-loop';

const logger = createLogger('notifications.mail');

/**
 * Sends the pending mails of the delivery log, outside the event handlers' transactions (SMTP is slow and may be
 * down). Wakes when a mail is enqueued, polls as a fallback, retries with backoff, gives up after
 * MAIL_MAX_ATTEMPTS (status failed). Secrets (the link) are dropped from the row once it is settled.
 */
@Injectable()
export class DeliveryDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly loop: DrainLoop;

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly repository: DeliveriesRepository,
    deliveries: DeliveriesService,
  ) {
    this.loop = new DrainLoop(logger, 'mail dispatch', config.MAIL_POLL_MS, () => this.sendOne());
    deliveries.onEnqueued(() => this.wake());
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
    this.transport.close();
  }

  /** Runs a drain now, or once more after the current one. */
  wake(): void {
    this.loop.wake();
  }

  /** Sends due mails one by one until none is due. */
  drain(): Promise<void> {
    return this.loop.drain();
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
        const failed = failedAttempt(attempts, this.config.MAIL_MAX_ATTEMPTS, now, error);
        await this.repository.update(manager, delivery.id, {
          status: failed.status,
          attempts,
          lastError: failed.lastError,
          subject: mail.subject,
          nextAttemptAt: failed.nextAttemptAt,
          ...(failed.giveUp ? { vars: null } : {}),
        });
        logger.warn(
          {
            deliveryId: delivery.id,
            kind: delivery.kind,
            attempts,
            giveUp: failed.giveUp,
            err: failed.lastError,
          },
          'mail not sent',
        );
      }
      return true;
    });
  }
}

import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createLogger } from '@chalktalk/platform';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { DrainLoop, failedAttempt } from '../deliveries/drain-loop';
import { PushRepository } from './push.repository';
import { PUSH_SENDER, type PushSender } from './push-sender';

const logger = createLogger('notifications.push');

type Urgency = 'very-low' | 'low' | 'normal' | 'high';

/**
 * Sends the pending pushes, outside the event handlers' transactions, like the mail dispatcher: woken after an
 * enqueue, polling as a fallback, one row at a time under FOR UPDATE SKIP LOCKED (a push goes out once even with
 * replicas), retries with backoff, and a 404 or 410 from the push service removes the device.
 */
@Injectable()
export class PushDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly loop: DrainLoop;

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    @Inject(PUSH_SENDER) private readonly sender: PushSender | null,
    private readonly repository: PushRepository,
  ) {
    this.loop = new DrainLoop(logger, 'push dispatch', config.PUSH_POLL_MS, () => this.sendOne());
  }

  onApplicationBootstrap(): void {
    if (this.sender) this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  wake(): void {
    if (this.sender) this.loop.wake();
  }

  drain(): Promise<void> {
    return this.loop.drain();
  }

  private sendOne(): Promise<boolean> {
    return this.repository.transaction(async (manager) => {
      const now = new Date();
      const delivery = await this.repository.claimDue(manager, now);
      if (!delivery) return false;
      const attempts = delivery.attempts + 1;
      const device = await this.repository.device(manager, delivery.deviceId);
      if (!device || !delivery.payload) {
        await this.repository.update(manager, delivery.id, {
          status: 'failed',
          attempts,
          lastError: 'no device or payload',
          payload: null,
        });
        return true;
      }
      try {
        const outcome = await this.sender!.send(device, delivery.payload, {
          ttlSeconds: delivery.ttlSeconds,
          urgency: delivery.urgency as Urgency,
        });
        if (outcome.gone) {
          await this.repository.update(manager, delivery.id, {
            status: 'gone',
            attempts,
            payload: null,
            lastError: `HTTP ${outcome.status}`,
          });
          await this.repository.dropDevice(manager, device.id);
          logger.info(
            { deviceId: device.id, status: outcome.status },
            'push subscription gone; device removed',
          );
          return true;
        }
        if (outcome.status >= 200 && outcome.status < 300) {
          const sentAt = new Date();
          await this.repository.update(manager, delivery.id, {
            status: 'sent',
            attempts,
            sentAt,
            payload: null,
            lastError: null,
          });
          await this.repository.deviceSent(manager, device.id, sentAt);
          return true;
        }
        throw new Error(`push service answered HTTP ${outcome.status}`);
      } catch (error) {
        const failed = failedAttempt(attempts, this.config.PUSH_MAX_ATTEMPTS, now, error);
        await this.repository.update(manager, delivery.id, {
          status: failed.status,
          attempts,
          lastError: failed.lastError,
          nextAttemptAt: failed.nextAttemptAt,
          ...(failed.giveUp ? { payload: null } : {}),
        });
        logger.warn(
          { deliveryId: delivery.id, attempts, giveUp: failed.giveUp, err: failed.lastError },
          'push not sent',
        );
        return true;
      }
    });
  }
}

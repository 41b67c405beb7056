import { Inject, Injectable } from '@nestjs/common';
import { BillingMailRequestedSchema, Topics } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { billingMail } from './billing-mail-request';

/** billing.subscription.v1 BillingMailRequested → the owner's receipt or failed-payment mail (recorded, then sent). */
@Injectable()
export class BillingMailHandler {
  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly deliveries: DeliveriesService,
  ) {}

  @OnEvent(Topics.BillingSubscription, { type: BillingMailRequestedSchema.typeName })
  async billingMailRequested(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const request = billingMail(event.decode(BillingMailRequestedSchema), {
      eventId: event.envelope.eventId,
      webOrigin: this.config.WEB_ORIGIN,
    });
    if (request) await this.deliveries.enqueue(manager, request);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { BillingMailRequestedSchema, Topics } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent, RetryLaterError } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { TeamEditionsRepository } from '../team-editions/team-editions.repository';
import { billingMailEdition } from './billing-mail-edition';
import { billingMail } from './billing-mail-request';

/**
 * How many times a mail of a program whose teams are not known here yet waits for them (the consumer's backoff
 * between tries) before it goes out in the default edition rather than not at all.
 */
export const PROGRAM_EDITION_ATTEMPTS = 3;

/** billing.subscription.v1 BillingMailRequested → the owner's receipt or failed-payment mail (recorded, then sent). */
@Injectable()
export class BillingMailHandler {
  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly deliveries: DeliveriesService,
    private readonly editions: TeamEditionsRepository,
  ) {}

  @OnEvent(Topics.BillingSubscription, { type: BillingMailRequestedSchema.typeName })
  async billingMailRequested(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(BillingMailRequestedSchema);
    const edition = await billingMailEdition(m, {
      ofProgram: (programId) => this.editions.editionOfProgram(manager, programId),
      ofMember: (userId) => this.editions.editionOfMember(manager, userId),
    });
    if (!edition && m.programId && event.attempt < PROGRAM_EDITION_ATTEMPTS)
      throw new RetryLaterError(`program ${m.programId} not known yet: its mail waits for its teams`);
    const request = billingMail(m, {
      eventId: event.envelope.eventId,
      webOrigin: this.config.WEB_ORIGIN,
      edition: edition ?? 'hoops',
    });
    if (request) await this.deliveries.enqueue(manager, request);
  }
}

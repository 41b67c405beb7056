import { Injectable } from '@nestjs/common';
import { PaidStateChangedSchema, timestampDate, timestampFromDate, Topics } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { PersonalUnlimitedRepository } from './personal-unlimited.repository';

/** billing's kind for the user's own add-on; PROGRAM states reach playbook through teams' TeamUpdated instead. */
export const PERSONAL_UNLIMITED_KIND = 'PERSONAL_UNLIMITED';

/** Keeps each user's Personal Unlimited state from billing.subscription.v1. */
@Injectable()
export class PersonalUnlimitedEvents {
  constructor(private readonly states: PersonalUnlimitedRepository) {}

  @OnEvent(Topics.BillingSubscription, { type: PaidStateChangedSchema.typeName })
  async paidStateChanged(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const state = event.decode(PaidStateChangedSchema);
    if (state.kind !== PERSONAL_UNLIMITED_KIND) return;
    await this.states.record(manager, {
      ownerId: state.ownerId,
      paid: state.paid,
      changedAt: timestampDate(state.changedAt ?? event.envelope.occurredAt ?? timestampFromDate(new Date())),
    });
  }
}

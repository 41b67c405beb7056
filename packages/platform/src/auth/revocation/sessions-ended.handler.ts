import { Injectable } from '@nestjs/common';
import { SessionsEndedSchema, Topics } from '@chalktalk/contracts';
import type { EntityManager } from 'typeorm';
import type { ReceivedEvent } from '../../events/event-bus.types';
import { OnEvent } from '../../events/on-event.decorator';
import { RefusalList } from './refusal-list';
import { RefusedAccessStore } from './refused-access.store';
import { refusalsOf } from './sessions-ended';

/**
 * Consumes identity's SessionsEnded in the service's consumer group: records the refusals in the service's
 * database (for the other replicas and for restarts) and refuses them in this replica at once.
 */
@Injectable()
export class SessionsEndedHandler {
  constructor(
    private readonly store: RefusedAccessStore,
    private readonly list: RefusalList,
  ) {}

  @OnEvent(Topics.IdentitySession, { type: SessionsEndedSchema.typeName })
  async onSessionsEnded(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const refusals = refusalsOf(event.decode(SessionsEndedSchema));
    await this.store.record(manager, refusals);
    // Before the commit on purpose: refusing a moment early is harmless, and a rollback is retried anyway.
    this.list.refuse(refusals);
  }
}

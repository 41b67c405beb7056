import { Inject, Injectable } from '@nestjs/common';
import type { Message } from '@chalktalk/contracts';
import type { EntityManager } from 'typeorm';
import { buildEnvelope, encodeEnvelope } from '../envelope';
import { type DomainEvent, EVENT_BUS_OPTIONS, type EventBusModuleOptions } from '../event-bus.types';

/** Set on the transaction's QueryRunner so the relay wakes right after that transaction commits. */
export const OUTBOX_APPENDED = 'chalktalkOutboxAppended';

/**
 * The only way to emit an event: append it in the transaction that changes the state, so the event exists
 * exactly when the change does. The relay publishes it after the commit.
 */
@Injectable()
export class Outbox {
  constructor(@Inject(EVENT_BUS_OPTIONS) private readonly options: Pick<EventBusModuleOptions, 'service'>) {}

  async append<M extends Message>(manager: EntityManager, event: DomainEvent<M>): Promise<void> {
    const queryRunner = manager.queryRunner;
    if (!queryRunner?.isTransactionActive) {
      throw new Error(
        `Outbox.append(${event.topic}) must run inside a transaction (dataSource.transaction(...))`,
      );
    }
    const envelope = buildEnvelope(this.options.service, event);
    const headers: Record<string, string> = { 'x-event-type': envelope.type };
    if (envelope.traceparent) headers.traceparent = envelope.traceparent;
    await manager.query(
      `INSERT INTO platform_outbox (event_id, topic, key, type, payload, headers) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        envelope.eventId,
        event.topic,
        event.key,
        envelope.type,
        Buffer.from(encodeEnvelope(envelope)),
        headers,
      ],
    );
    queryRunner.data = { ...(queryRunner.data ?? {}), [OUTBOX_APPENDED]: true };
  }
}

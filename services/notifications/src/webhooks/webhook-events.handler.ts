import { Injectable } from '@nestjs/common';
import { type DescMessage, fromBinary, PUBLIC_EVENTS, timestampDate, toJson } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { WebhookDispatcher } from './webhook-dispatcher.service';
import { WebhooksRepository } from './webhooks.repository';

const PUBLIC_SCHEMAS = new Map<string, DescMessage>(
  PUBLIC_EVENTS.map((event) => [event.schema.typeName, event.schema]),
);

/** Binds the method to every message of the partner contract, so the handler follows the contract's list. */
const OnPublicEvents = (): MethodDecorator => (target, key, descriptor) => {
  for (const event of PUBLIC_EVENTS)
    OnEvent(event.topic, { type: event.schema.typeName })(target, key, descriptor);
  return descriptor;
};

/** The Standard Webhooks body of a public event: its type, when it committed, the message as protobuf JSON. */
export function webhookBody(type: string, occurredAt: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: occurredAt.toISOString(), data });
}

/**
 * Public events → webhook deliveries. Runs in the consumer's transaction and only writes rows (the event, one
 * pending delivery per subscribed endpoint); the dispatcher sends them after the commit.
 */
@Injectable()
export class WebhookEventsHandler {
  constructor(
    private readonly repository: WebhooksRepository,
    private readonly dispatcher: WebhookDispatcher,
  ) {}

  @OnPublicEvents()
  async onPublicEvent(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const { envelope } = event;
    const schema = PUBLIC_SCHEMAS.get(envelope.type);
    if (!schema) return;
    const message = fromBinary(schema, envelope.payload);
    // Every public message names its program (empty for a team outside any program: nobody to deliver to).
    const programId = (message as { programId?: string }).programId || envelope.programId;
    if (!programId) return;
    const occurredAt = envelope.occurredAt ? timestampDate(envelope.occurredAt) : new Date();
    const queued = await this.repository.record(manager, {
      eventId: envelope.eventId,
      programId,
      type: envelope.type,
      occurredAt,
      body: webhookBody(envelope.type, occurredAt, toJson(schema, message, { alwaysEmitImplicit: true })),
    });
    // The transaction commits right after the handler returns; the dispatcher looks shortly after.
    if (queued > 0)
      for (const delayMs of [20, 150]) setTimeout(() => this.dispatcher.wake(), delayMs).unref();
  }
}

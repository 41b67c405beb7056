import type { INestApplicationContext } from '@nestjs/common';
import {
  create,
  EnvelopeSchema,
  type GenMessage,
  type Message,
  timestampNow,
  toBinary,
} from '@chalktalk/contracts';
import { randomUUID } from 'node:crypto';
import { EVENT_BUS_ADAPTER, type EventBusAdapter } from '../events/event-bus.types';

/** An event as another service would publish it, for a suite to hand to the app under test. */
export interface TestEvent<M extends Message> {
  topic: string;
  key: string;
  source: string;
  /** A fresh id when left out; give one to test redelivery. */
  eventId?: string;
  teamId?: string;
  /** The user whose action the event records (notifications leave the actor out of its recipients). */
  actorId?: string;
  schema: GenMessage<M>;
  payload: M;
}

/**
 * Publishes the event in its envelope on the app's own event bus (in-process or Kafka), as a producer would;
 * answers its event id (what the app's inbox records once it is handled).
 */
export async function publishTestEvent<M extends Message>(
  app: INestApplicationContext,
  event: TestEvent<M>,
): Promise<string> {
  const eventId = event.eventId ?? randomUUID();
  const envelope = create(EnvelopeSchema, {
    eventId,
    type: event.schema.typeName,
    occurredAt: timestampNow(),
    source: event.source,
    teamId: event.teamId,
    actorId: event.actorId,
    payload: toBinary(event.schema, event.payload),
  });
  await app
    .get<EventBusAdapter>(EVENT_BUS_ADAPTER)
    .publish([
      { topic: event.topic, key: event.key, value: toBinary(EnvelopeSchema, envelope), headers: {} },
    ]);
  return eventId;
}

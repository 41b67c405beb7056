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
  schema: GenMessage<M>;
  payload: M;
}

/** Publishes the event in its envelope on the app's own event bus (in-process or Kafka), as a producer would. */
export async function publishTestEvent<M extends Message>(
  app: INestApplicationContext,
  event: TestEvent<M>,
): Promise<void> {
  const envelope = create(EnvelopeSchema, {
    eventId: event.eventId ?? randomUUID(),
    type: event.schema.typeName,
    occurredAt: timestampNow(),
    source: event.source,
    teamId: event.teamId,
    payload: toBinary(event.schema, event.payload),
  });
  await app
    .get<EventBusAdapter>(EVENT_BUS_ADAPTER)
    .publish([
      { topic: event.topic, key: event.key, value: toBinary(EnvelopeSchema, envelope), headers: {} },
    ]);
}

import {
  create,
  type Envelope,
  EnvelopeSchema,
  fromBinary,
  type GenMessage,
  type Message,
  timestampFromDate,
  toBinary,
} from '@chalktalk/contracts';
import { v7 as uuidv7 } from 'uuid';
import { requestContext } from '../logging/request-context';
import type { DomainEvent, ReceivedEvent } from './event-bus.types';

export function buildEnvelope<M extends Message>(
  source: string,
  event: DomainEvent<M>,
  now = new Date(),
): Envelope {
  const ctx = requestContext.get();
  return create(EnvelopeSchema, {
    eventId: uuidv7(),
    type: event.type ?? event.schema.typeName,
    occurredAt: timestampFromDate(now),
    source,
    actorId: event.actorId ?? ctx?.userId ?? '',
    teamId: event.teamId ?? '',
    programId: event.programId ?? '',
    traceparent: ctx?.traceparent ?? '',
    payload: toBinary(event.schema, event.payload),
  });
}

export function encodeEnvelope(envelope: Envelope): Uint8Array {
  return toBinary(EnvelopeSchema, envelope);
}

export function decodeEnvelope(value: Uint8Array): Envelope {
  return fromBinary(EnvelopeSchema, value);
}

export function receivedEvent(
  envelope: Envelope,
  topic: string,
  key: string,
  attempt: number,
): ReceivedEvent {
  return {
    envelope,
    topic,
    key,
    attempt,
    decode<M extends Message>(schema: GenMessage<M>): M {
      if (envelope.type !== schema.typeName) {
        throw new Error(`event ${envelope.eventId} carries ${envelope.type}, not ${schema.typeName}`);
      }
      return fromBinary(schema, envelope.payload);
    },
  };
}

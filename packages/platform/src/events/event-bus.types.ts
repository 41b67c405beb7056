import type { Envelope, GenMessage, Message } from '@chalktalk/contracts';
import type { EntityManager } from 'typeorm';

/** An event a service emits, written with Outbox.append in the transaction of the state change. */
export interface DomainEvent<M extends Message = Message> {
  /** '<service>.<aggregate>.v1', e.g. 'teams.team.v1'. */
  topic: string;
  /** Ordering key: events with the same key are delivered in the order they were appended. Usually teamId. */
  key: string;
  /** Fully qualified payload type, e.g. 'chalktalk.teams.v1.TeamCreated'; defaults to schema.typeName. */
  type?: string;
  schema: GenMessage<M>;
  payload: M;
  /** Defaults to the user of the current request. */
  actorId?: string;
  teamId?: string;
  programId?: string;
}

/** What an @OnEvent handler receives. */
export interface ReceivedEvent {
  envelope: Envelope;
  topic: string;
  key: string;
  /** 1 for the first try, 2 for the first retry, ... */
  attempt: number;
  /** Decodes the payload; throws when the envelope carries another type than the schema's. */
  decode<M extends Message>(schema: GenMessage<M>): M;
}

export type EventHandler = (event: ReceivedEvent, manager: EntityManager) => Promise<void>;

// ---- the port between the platform's outbox/consumer logic and a transport ----

/** One message on the bus: the value is an encoded Envelope. */
export interface BusMessage {
  topic: string;
  key: string;
  value: Uint8Array;
  headers: Record<string, string>;
}

export interface Delivery extends BusMessage {
  partition: number;
  offset: string;
}

export interface DeliveryControl {
  /** Tells the transport the consumer is alive (Kafka heartbeat); call it during long work. */
  heartbeat(): Promise<void>;
  /** Aborted when the consumer stops; a handler still running should give up (the message is redelivered). */
  signal: AbortSignal;
}

/**
 * Called for each message, one at a time per partition. Resolving means "processed": the adapter commits the
 * offset. Rejecting means "not processed": the adapter delivers it again (and nothing after it in the partition).
 */
export type DeliveryHandler = (delivery: Delivery, control: DeliveryControl) => Promise<void>;

export interface PublishReceipt {
  /**
   * Resolves when the messages survive a crash of this process (Kafka: acknowledged by the in-sync replicas,
   * immediately; in-process: committed by every consumer group subscribed to the topic).
   */
  durable: Promise<void>;
}

export interface EventBusAdapter {
  readonly kind: 'inprocess' | 'kafka';
  /** Hands the messages to the bus, in order; per key order on the bus follows the array order. */
  publish(messages: BusMessage[]): Promise<PublishReceipt>;
  /** Starts consuming the topics as consumer group `group`. */
  subscribe(group: string, topics: string[], handler: DeliveryHandler): Promise<void>;
  /** Stops consuming; waits for deliveries in progress to end (their offsets are not committed if aborted). */
  stopConsuming(): Promise<void>;
  /** Throws when the bus is unreachable (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface RetryOptions {
  /** Attempts before the message is parked on '<topic>.dlq'; default 5. */
  maxAttempts?: number;
  /** Delay before the first retry; doubles each time; default 500 ms. */
  initialDelayMs?: number;
  /** Upper bound of the delay; default 30 s. */
  maxDelayMs?: number;
}

export interface EventBusModuleOptions {
  /** Service name: the envelope's source and the consumer group. */
  service: string;
  adapter: 'inprocess' | 'kafka';
  /** Kafka brokers (required for the kafka adapter). */
  brokers?: string[];
  retry?: RetryOptions;
  relay?: {
    /** Fallback poll interval when no commit woke the relay; default 1000 ms. */
    pollIntervalMs?: number;
    /** Records per publish batch; default 100. */
    batchSize?: number;
    /** How long shutdown waits for in-flight records to become durable; default 5000 ms. */
    flushTimeoutMs?: number;
  };
  kafka?: {
    /** Partitions for topics this service creates; default 3. */
    partitions?: number;
    /** Partitions processed in parallel by this consumer; default 3. */
    partitionsConsumedConcurrently?: number;
    /** Session timeout (ms) after which the group evicts a silent consumer; default 30000. */
    sessionTimeout?: number;
  };
}

export const EVENT_BUS_OPTIONS = Symbol('chalktalk.eventBusOptions');
export const EVENT_BUS_ADAPTER = Symbol('chalktalk.eventBusAdapter');

import { ClientKafka, type KafkaContext, ServerKafka } from '@nestjs/microservices';
import { type Admin, type Kafka, logLevel, Partitioners } from 'kafkajs';
import type { Logger } from 'pino';
import { dlqTopic } from '@chalktalk/contracts';
import type {
  BusMessage,
  Delivery,
  DeliveryHandler,
  EventBusAdapter,
  PublishReceipt,
} from '../event-bus.types';
import { kafkaLogCreator } from './kafka-logger';
import { retryWhileRetriable } from './retry-while-retriable';

export interface KafkaAdapterOptions {
  service: string;
  brokers: string[];
  logger: Logger;
  partitions?: number;
  partitionsConsumedConcurrently?: number;
  sessionTimeout?: number;
}

interface RawKafkaMessage {
  key?: unknown;
  value: Buffer;
  offset: string;
  headers?: Record<string, unknown>;
}

/**
 * Kafka through @nestjs/microservices: ClientKafka owns the producer, ServerKafka runs the consumer group
 * (group id = service name, no '-server' suffix). kafkajs underneath.
 *
 * - Produce: acks from all in-sync replicas; message key = event key, so one key stays on one partition and
 *   in order; the relay awaits each batch before sending the next.
 * - Consume: autoCommit off; the offset of a message is committed only after the platform's handler
 *   (transaction + inbox, or parking on the DLQ) resolved: at-least-once.
 * - Heartbeats: kafkajs only heartbeats between messages, so the platform consumer calls the heartbeat every
 *   3 s while a handler (or its retry backoff) runs; session timeout 30 s by default.
 */
export class KafkaAdapter implements EventBusAdapter {
  readonly kind = 'kafka' as const;
  private client?: Promise<ClientKafka>;
  private admin?: Promise<Admin>;
  private server?: ServerKafka;
  private readonly knownTopics = new Set<string>();
  private abort = new AbortController();

  constructor(private readonly options: KafkaAdapterOptions) {}

  async publish(messages: BusMessage[]): Promise<PublishReceipt> {
    if (messages.length === 0) return { durable: Promise.resolve() };
    const client = await this.connectedClient();
    await this.ensureTopics([...new Set(messages.map((m) => m.topic))]);
    const byTopic = new Map<string, BusMessage[]>();
    for (const message of messages)
      byTopic.set(message.topic, [...(byTopic.get(message.topic) ?? []), message]);
    await client.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, list]) => ({
        topic,
        messages: list.map((m) => ({ key: m.key, value: Buffer.from(m.value), headers: m.headers })),
      })),
    });
    // Acknowledged by the in-sync replicas: durable as far as this process is concerned.
    return { durable: Promise.resolve() };
  }

  async subscribe(group: string, topics: string[], handler: DeliveryHandler): Promise<void> {
    await this.ensureTopics([...topics, ...topics.map(dlqTopic)]);
    this.abort = new AbortController();
    const server = new ServerKafka({
      client: this.clientConfig(`${this.options.service}-consumer`),
      consumer: {
        groupId: group,
        sessionTimeout: this.options.sessionTimeout ?? 30_000,
        heartbeatInterval: 3000,
        // The fetch long-poll bounds how long stopping takes; 1 s keeps shutdown (and tests) quick.
        maxWaitTimeInMs: 1000,
        allowAutoTopicCreation: false,
      },
      postfixId: '',
      subscribe: { fromBeginning: true },
      run: {
        autoCommit: false,
        partitionsConsumedConcurrently: this.options.partitionsConsumedConcurrently ?? 3,
      },
      parser: { keepBinary: true },
      // Hand the raw kafkajs message through; the envelope is decoded by the platform consumer.
      deserializer: {
        deserialize: (value: unknown, opts?: { channel?: string }) => ({
          pattern: opts?.channel,
          data: value,
        }),
      },
    });
    for (const topic of topics) {
      server.addHandler(
        topic,
        (_data: unknown, context: KafkaContext) => this.onMessage(context, handler),
        true,
      );
    }
    await new Promise<void>((resolve, reject) =>
      server.listen((error?: unknown) => (error ? reject(error) : resolve())),
    );
    this.server = server;
  }

  async stopConsuming(): Promise<void> {
    this.abort.abort();
    const server = this.server;
    this.server = undefined;
    await server?.close();
  }

  async ping(): Promise<void> {
    const admin = await this.connectedAdmin();
    await admin.describeCluster();
  }

  async close(): Promise<void> {
    await this.stopConsuming();
    const [client, admin] = [this.client, this.admin];
    this.client = undefined;
    this.admin = undefined;
    await Promise.allSettled([client?.then((c) => c.close()), admin?.then((a) => a.disconnect())]);
  }

  private async onMessage(context: KafkaContext, handler: DeliveryHandler): Promise<void> {
    const raw = context.getMessage() as unknown as RawKafkaMessage;
    const topic = context.getTopic();
    const partition = context.getPartition();
    const delivery: Delivery = {
      topic,
      partition,
      offset: raw.offset,
      key: raw.key === null || raw.key === undefined ? '' : String(raw.key),
      value: raw.value,
      headers: stringHeaders(raw.headers),
    };
    await handler(delivery, { heartbeat: context.getHeartbeat(), signal: this.abort.signal });
    await context
      .getConsumer()
      .commitOffsets([{ topic, partition, offset: (BigInt(raw.offset) + 1n).toString() }]);
  }

  private clientConfig(clientId: string) {
    return {
      clientId,
      brokers: this.options.brokers,
      logLevel: logLevel.WARN,
      logCreator: kafkaLogCreator(this.options.logger),
    };
  }

  private connectedClient(): Promise<ClientKafka> {
    if (!this.client) {
      const attempt = (async () => {
        const client = new ClientKafka({
          client: this.clientConfig(`${this.options.service}-producer`),
          producer: { createPartitioner: Partitioners.DefaultPartitioner, allowAutoTopicCreation: true },
          producerOnlyMode: true,
          postfixId: '',
        });
        try {
          await client.connect();
          return client;
        } catch (error) {
          await client.close().catch(() => undefined);
          throw error;
        }
      })();
      this.client = attempt;
      // A failed connection is forgotten so the next publish (the relay retries) connects afresh.
      attempt.catch(() => {
        if (this.client === attempt) this.client = undefined;
      });
    }
    return this.client;
  }

  private connectedAdmin(): Promise<Admin> {
    if (!this.admin) {
      const attempt = (async () => {
        const client = await this.connectedClient();
        const admin = (client.unwrap() as Kafka).admin();
        await admin.connect();
        return admin;
      })();
      this.admin = attempt;
      attempt.catch(() => {
        if (this.admin === attempt) this.admin = undefined;
      });
    }
    return this.admin;
  }

  private async ensureTopics(topics: string[]): Promise<void> {
    const missing = topics.filter((t) => !this.knownTopics.has(t));
    if (missing.length === 0) return;
    const admin = await this.connectedAdmin();
    const existing = new Set(await admin.listTopics());
    const toCreate = missing.filter((t) => !existing.has(t));
    if (toCreate.length > 0) {
      // Several services (or replicas) create the same topics at once on boot: the loser's leader wait can see
      // the topic before its metadata reached the broker (UNKNOWN_TOPIC_OR_PARTITION), which is retriable.
      await retryWhileRetriable(() =>
        admin.createTopics({
          waitForLeaders: true,
          topics: toCreate.map((topic) => ({ topic, numPartitions: this.options.partitions ?? 3 })),
        }),
      );
    }
    await retryWhileRetriable(() => admin.fetchTopicMetadata({ topics: missing }));
    missing.forEach((t) => this.knownTopics.add(t));
  }
}

function stringHeaders(headers: Record<string, unknown> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (value === undefined || value === null) continue;
    result[key] =
      typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString() : JSON.stringify(value);
  }
  return result;
}

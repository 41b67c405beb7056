import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { isAppError } from '@chalktalk/domain';
import { dlqTopic, type Envelope } from '@chalktalk/contracts';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { createLogger } from '../logging/logger';
import { requestContext } from '../logging/request-context';
import { backoffDelay, sleep } from './backoff';
import { decodeEnvelope, receivedEvent } from './envelope';
import {
  type Delivery,
  type DeliveryControl,
  EVENT_BUS_ADAPTER,
  EVENT_BUS_OPTIONS,
  type EventBusAdapter,
  type EventBusModuleOptions,
  type EventHandler,
} from './event-bus.types';
import { inInboxTransaction } from './inbox/inbox';
import { retryLogLevel } from './retry-later.error';
import { ON_EVENT_METADATA, type OnEventBinding } from './on-event.decorator';

interface Registration {
  binding: OnEventBinding;
  handler: EventHandler;
  name: string;
}

const HEARTBEAT_EVERY_MS = 3000;
const STACK_HEADER_LIMIT = 4000;

/**
 * Runs the service's @OnEvent handlers. Each delivery: decode the envelope, then in ONE transaction insert the
 * event id into the inbox (skip if already there) and run every matching handler. A failure rolls all of it
 * back and is retried with exponential backoff; after maxAttempts the message is parked on '<topic>.dlq' with
 * the error in its headers. Only then does the adapter commit the offset, so delivery is at-least-once and
 * the inbox makes it effectively once.
 */
@Injectable()
export class EventConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger: Logger;
  private readonly registrations: Registration[] = [];
  private readonly maxAttempts: number;
  private readonly initialDelayMs: number;
  private readonly maxDelayMs: number;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly dataSource: DataSource,
    @Inject(EVENT_BUS_ADAPTER) private readonly adapter: EventBusAdapter,
    @Inject(EVENT_BUS_OPTIONS) private readonly options: EventBusModuleOptions,
  ) {
    this.logger = createLogger(`${options.service}.events`);
    this.maxAttempts = Math.max(1, options.retry?.maxAttempts ?? 5);
    this.initialDelayMs = options.retry?.initialDelayMs ?? 500;
    this.maxDelayMs = options.retry?.maxDelayMs ?? 30_000;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.discover();
    const topics = [...new Set(this.registrations.map((r) => r.binding.topic))];
    if (topics.length === 0) return;
    await this.adapter.subscribe(this.options.service, topics, (delivery, control) =>
      this.deliver(delivery, control),
    );
    this.logger.info({ topics, group: this.options.service }, 'consuming');
  }

  async onModuleDestroy(): Promise<void> {
    await this.adapter.stopConsuming();
  }

  /** The topics this service's handlers consume. */
  consumedTopics(): string[] {
    return [...new Set(this.registrations.map((r) => r.binding.topic))].sort();
  }

  /**
   * Runs the handlers of `topic` for a message that did not come from the bus (an owner's snapshot item): the same
   * handlers, in one transaction, retried with backoff like a delivery (a RetryLaterError such as a roster entry
   * before its team), but thrown to the caller after the last attempt instead of parked. No inbox row: a snapshot
   * item is a state, not an event; the handlers' version guards make a repeat change nothing. `applyAll` runs a
   * batch in one transaction first.
   */
  async applyAll(
    messages: ReadonlyArray<{ topic: string; key: string; envelope: Envelope }>,
    signal?: AbortSignal,
  ): Promise<void> {
    // One commit for the lot (a rebuild applies thousands); on any failure each one alone, with its retries.
    try {
      await this.dataSource.transaction(async (manager) => {
        for (const message of messages) {
          const event = receivedEvent(message.envelope, message.topic, message.key, 1);
          for (const registration of this.handlersOf(message.topic, message.envelope)) {
            await registration.handler(event, manager);
          }
        }
      });
    } catch {
      for (const message of messages) await this.apply(message.topic, message.key, message.envelope, signal);
    }
  }

  private handlersOf(topic: string, envelope: Envelope): Registration[] {
    return this.registrations.filter(
      (r) => r.binding.topic === topic && (!r.binding.type || r.binding.type === envelope.type),
    );
  }

  async apply(topic: string, key: string, envelope: Envelope, signal?: AbortSignal): Promise<void> {
    const handlers = this.handlersOf(topic, envelope);
    if (handlers.length === 0) return;
    for (let attempt = 1; ; attempt++) {
      try {
        const event = receivedEvent(envelope, topic, key, attempt);
        await this.dataSource.transaction(async (manager) => {
          for (const registration of handlers) await registration.handler(event, manager);
        });
        return;
      } catch (error) {
        if (attempt >= this.maxAttempts || signal?.aborted) throw error;
        await sleep(
          backoffDelay(attempt, { initialDelayMs: this.initialDelayMs, maxDelayMs: this.maxDelayMs }),
          signal,
        );
      }
    }
  }

  private discover(): void {
    const wrappers = [...this.discovery.getProviders(), ...this.discovery.getControllers()];
    for (const wrapper of wrappers) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const methodName of this.scanner.getAllMethodNames(prototype)) {
        const method = instance[methodName];
        if (typeof method !== 'function') continue;
        const bindings = Reflect.getMetadata(ON_EVENT_METADATA, method) as OnEventBinding[] | undefined;
        for (const binding of bindings ?? []) {
          this.registrations.push({
            binding,
            handler: (method as EventHandler).bind(instance),
            name: `${instance.constructor.name}.${methodName}`,
          });
        }
      }
    }
  }

  private async deliver(delivery: Delivery, control: DeliveryControl): Promise<void> {
    let envelope: Envelope;
    try {
      envelope = decodeEnvelope(delivery.value);
      if (!envelope.eventId) throw new Error('envelope without event_id');
    } catch (error) {
      // Nothing can ever process bytes that are not an envelope: park them right away.
      await this.park(delivery, error, 1, control);
      return;
    }
    const handlers = this.registrations.filter(
      (r) => r.binding.topic === delivery.topic && (!r.binding.type || r.binding.type === envelope.type),
    );
    if (handlers.length === 0) return;

    const context = {
      requestId: envelope.eventId,
      traceparent: envelope.traceparent || undefined,
      userId: envelope.actorId || undefined,
    };
    const heartbeat = setInterval(() => {
      control.heartbeat().catch(() => undefined);
    }, HEARTBEAT_EVERY_MS);
    try {
      await requestContext.run(context, () => this.processWithRetries(delivery, envelope, handlers, control));
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async processWithRetries(
    delivery: Delivery,
    envelope: Envelope,
    handlers: Registration[],
    control: DeliveryControl,
  ): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (control.signal.aborted) throw new Error('consumer stopping');
      try {
        await this.processOnce(delivery, envelope, handlers, attempt);
        return;
      } catch (error) {
        if (attempt >= this.maxAttempts) {
          this.logger.error(
            { err: error, topic: delivery.topic, key: delivery.key, eventId: envelope.eventId, attempt },
            'event handler failed for the last time; parking on the dead-letter topic',
          );
          await this.park(delivery, error, attempt, control);
          return;
        }
        const delay = backoffDelay(attempt, {
          initialDelayMs: this.initialDelayMs,
          maxDelayMs: this.maxDelayMs,
        });
        this.logger[retryLogLevel(error)](
          { err: error, topic: delivery.topic, eventId: envelope.eventId, attempt, retryInMs: delay },
          'event handler failed; retrying',
        );
        await sleep(delay, control.signal);
      }
    }
  }

  private async processOnce(
    delivery: Delivery,
    envelope: Envelope,
    handlers: Registration[],
    attempt: number,
  ): Promise<void> {
    const event = receivedEvent(envelope, delivery.topic, delivery.key, attempt);
    const fresh = await inInboxTransaction(
      this.dataSource,
      this.options.service,
      envelope.eventId,
      delivery.topic,
      async (manager) => {
        for (const registration of handlers) await registration.handler(event, manager);
      },
    );
    if (!fresh)
      this.logger.debug({ eventId: envelope.eventId, topic: delivery.topic }, 'duplicate delivery skipped');
  }

  /** Puts the message on '<topic>.dlq'; keeps trying (the offset must not move past an unparked message). */
  private async park(
    delivery: Delivery,
    error: unknown,
    attempts: number,
    control: DeliveryControl,
  ): Promise<void> {
    const failure = error instanceof Error ? error : new Error(String(error));
    const headers: Record<string, string> = {
      ...delivery.headers,
      'x-error-message': failure.message,
      'x-error-name': failure.name,
      'x-error-stack': (failure.stack ?? '').slice(0, STACK_HEADER_LIMIT),
      'x-attempts': String(attempts),
      'x-original-topic': delivery.topic,
      'x-original-partition': String(delivery.partition),
      'x-original-offset': delivery.offset,
      'x-consumer-group': this.options.service,
      'x-failed-at': new Date().toISOString(),
    };
    if (isAppError(failure)) headers['x-error-code'] = failure.code;
    const message = { topic: dlqTopic(delivery.topic), key: delivery.key, value: delivery.value, headers };
    for (let attempt = 1; ; attempt++) {
      try {
        const receipt = await this.adapter.publish([message]);
        await receipt.durable;
        return;
      } catch (publishError) {
        if (control.signal.aborted) throw publishError;
        const delay = backoffDelay(attempt, {
          initialDelayMs: this.initialDelayMs,
          maxDelayMs: this.maxDelayMs,
        });
        this.logger.error(
          { err: publishError, retryInMs: delay },
          'could not park message on the dead-letter topic',
        );
        await sleep(delay, control.signal);
      }
    }
  }
}

import 'reflect-metadata';
import { create, EnvelopeSchema } from '@chalktalk/contracts';
import type { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { DataSource } from 'typeorm';
import type { EventBusAdapter, ReceivedEvent } from './event-bus.types';
import { EventConsumer } from './event-consumer.service';
import { OnEvent } from './on-event.decorator';

/** Records what its handlers saw, in which transaction; fails on demand. */
class Handlers {
  readonly seen: Array<{ handler: string; eventId: string; attempt: number; tx: number }> = [];
  failing = new Map<string, number>();

  @OnEvent('a.thing.v1', { type: 'chalktalk.test.v1.Changed' })
  async changed(event: ReceivedEvent, manager: unknown): Promise<void> {
    this.record('changed', event, manager);
  }

  @OnEvent('a.thing.v1')
  async anyOnTopic(event: ReceivedEvent, manager: unknown): Promise<void> {
    this.record('anyOnTopic', event, manager);
  }

  @OnEvent('b.other.v1')
  async other(event: ReceivedEvent, manager: unknown): Promise<void> {
    this.record('other', event, manager);
  }

  private record(handler: string, event: ReceivedEvent, manager: unknown): void {
    const left = this.failing.get(event.envelope.eventId) ?? 0;
    if (left > 0) {
      this.failing.set(event.envelope.eventId, left - 1);
      throw new Error(`${event.envelope.eventId} fails`);
    }
    this.seen.push({
      handler,
      eventId: event.envelope.eventId,
      attempt: event.attempt,
      tx: (manager as { tx: number }).tx,
    });
  }
}

function consumerWith(handlers: Handlers) {
  let transactions = 0;
  const committed: number[] = [];
  const dataSource = {
    async transaction(work: (manager: unknown) => Promise<void>) {
      const tx = ++transactions;
      const before = handlers.seen.length;
      try {
        await work({ tx });
        committed.push(tx);
      } catch (error) {
        handlers.seen.splice(before); // rolled back
        throw error;
      }
    },
  } as unknown as DataSource;
  const discovery = {
    getProviders: () => [{ instance: handlers, isDependencyTreeStatic: () => true }],
    getControllers: () => [],
  } as unknown as DiscoveryService;
  const scanner = {
    getAllMethodNames: (prototype: object) =>
      Object.getOwnPropertyNames(prototype).filter((name) => name !== 'constructor'),
  } as unknown as MetadataScanner;
  const adapter = { subscribe: async () => undefined } as unknown as EventBusAdapter;
  const consumer = new EventConsumer(discovery, scanner, dataSource, adapter, {
    service: 'test',
    adapter: 'inprocess',
    retry: { maxAttempts: 3, initialDelayMs: 1, maxDelayMs: 2 },
  });
  return { consumer, committed };
}

const envelope = (eventId: string, type = 'chalktalk.test.v1.Changed') =>
  create(EnvelopeSchema, { eventId, type });

describe('EventConsumer.apply and applyAll (snapshot items through the bus handlers)', () => {
  it('runs the handlers of the topic and type, lists the consumed topics', async () => {
    const handlers = new Handlers();
    const { consumer } = consumerWith(handlers);
    await consumer.onApplicationBootstrap();
    expect(consumer.consumedTopics()).toEqual(['a.thing.v1', 'b.other.v1']);
    await consumer.apply('a.thing.v1', 'k', envelope('e1'));
    await consumer.apply('a.thing.v1', 'k', envelope('e2', 'chalktalk.test.v1.Removed'));
    await consumer.apply('c.unknown.v1', 'k', envelope('e3'));
    expect(handlers.seen.map((s) => `${s.handler}:${s.eventId}`)).toEqual([
      'changed:e1',
      'anyOnTopic:e1',
      'anyOnTopic:e2',
    ]);
  });

  it('retries a failing item with increasing attempts, and throws after the last one', async () => {
    const handlers = new Handlers();
    const { consumer } = consumerWith(handlers);
    await consumer.onApplicationBootstrap();
    handlers.failing.set('e1', 2);
    await consumer.apply('b.other.v1', 'k', envelope('e1'));
    expect(handlers.seen).toEqual([expect.objectContaining({ eventId: 'e1', attempt: 3 })]);
    handlers.failing.set('e2', 5);
    await expect(consumer.apply('b.other.v1', 'k', envelope('e2'))).rejects.toThrow('e2 fails');
  });

  it('applies a batch in one transaction; after a failure, each item alone, so the others still land', async () => {
    const handlers = new Handlers();
    const { consumer } = consumerWith(handlers);
    await consumer.onApplicationBootstrap();
    const batch = ['e1', 'e2', 'e3'].map((id) => ({ topic: 'b.other.v1', key: id, envelope: envelope(id) }));
    await consumer.applyAll(batch);
    expect(new Set(handlers.seen.map((s) => s.tx)).size).toBe(1);
    expect(handlers.seen.map((s) => s.eventId)).toEqual(['e1', 'e2', 'e3']);

    handlers.seen.splice(0);
    handlers.failing.set('e2', 2);
    await consumer.applyAll(batch);
    // The batch rolled back (e2's first failure); then e1, e2 (failing once more, then its second attempt) and e3,
    // each in a transaction of its own.
    expect(handlers.seen.map((s) => `${s.eventId}@${s.attempt}`)).toEqual(['e1@1', 'e2@2', 'e3@1']);
    expect(new Set(handlers.seen.map((s) => s.tx)).size).toBe(3);

    handlers.seen.splice(0);
    handlers.failing.set('e3', 10);
    await expect(consumer.applyAll(batch)).rejects.toThrow('e3 fails');
    expect(handlers.seen.map((s) => s.eventId)).toEqual(['e1', 'e2']);
  });
});

import { type DynamicModule, type OnApplicationShutdown, Inject, Injectable, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { createLogger } from '../logging/logger';
import { READINESS_CHECKS, type ReadinessCheck } from '../health/readiness';
import {
  EVENT_BUS_ADAPTER,
  EVENT_BUS_OPTIONS,
  type EventBusAdapter,
  type EventBusModuleOptions,
} from './event-bus.types';
import { EventConsumer } from './event-consumer.service';
import { InProcessAdapter } from './in-process/in-process.adapter';
import { KafkaAdapter } from './kafka/kafka.adapter';
import { Outbox } from './outbox/outbox.service';
import { OutboxRelay } from './relay/outbox-relay.service';

function createAdapter(options: EventBusModuleOptions): EventBusAdapter {
  if (options.adapter === 'inprocess') return new InProcessAdapter();
  if (!options.brokers?.length) throw new Error('EventBusModule: the kafka adapter needs brokers');
  return new KafkaAdapter({
    service: options.service,
    brokers: options.brokers,
    logger: createLogger(`${options.service}.kafka`),
    partitions: options.kafka?.partitions,
    partitionsConsumedConcurrently: options.kafka?.partitionsConsumedConcurrently,
    sessionTimeout: options.kafka?.sessionTimeout,
  });
}

/** Closes the transport last: after consumers stopped and the relay flushed. */
@Injectable()
class EventBusLifecycle implements OnApplicationShutdown {
  constructor(@Inject(EVENT_BUS_ADAPTER) private readonly adapter: EventBusAdapter) {}
  async onApplicationShutdown(): Promise<void> {
    await this.adapter.close();
  }
}

@Module({})
export class EventBusModule {
  /**
   * Outbox (inject it to emit), the relay that publishes it, and the consumer that runs @OnEvent handlers of
   * this app as consumer group `service`. Needs DatabaseModule (the outbox and inbox live in the service's DB).
   */
  static forRoot(options: EventBusModuleOptions): DynamicModule {
    return {
      module: EventBusModule,
      global: true,
      imports: [DiscoveryModule],
      providers: [
        { provide: EVENT_BUS_OPTIONS, useValue: options },
        { provide: EVENT_BUS_ADAPTER, useFactory: () => createAdapter(options) },
        {
          provide: READINESS_CHECKS,
          inject: [EVENT_BUS_ADAPTER],
          useFactory: (adapter: EventBusAdapter): ReadinessCheck[] => [
            { name: `bus:${adapter.kind}`, check: () => adapter.ping() },
          ],
        },
        Outbox,
        OutboxRelay,
        EventConsumer,
        EventBusLifecycle,
      ],
      exports: [Outbox, EventConsumer, EVENT_BUS_ADAPTER, EVENT_BUS_OPTIONS, READINESS_CHECKS],
    };
  }
}

import { createLogger } from '../../logging/logger';
import { describeWithKafka } from '../../testing/kafka';
import { eventBusContract } from '../contract/event-bus.contract';
import { KafkaAdapter } from './kafka.adapter';

describeWithKafka('event bus contract: Kafka adapter', (brokers) => {
  eventBusContract({
    adapter: 'kafka',
    brokers,
    makeAdapter: (service) =>
      new KafkaAdapter({ service, brokers, logger: createLogger(`${service}.kafka`) }),
    // A new consumer group needs a few seconds to join before the first fetch.
    deliveryTimeoutMs: 60_000,
  });
});

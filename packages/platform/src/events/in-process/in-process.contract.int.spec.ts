import { eventBusContract } from '../contract/event-bus.contract';
import { InProcessAdapter } from './in-process.adapter';

describe('event bus contract: in-process adapter', () => {
  eventBusContract({
    adapter: 'inprocess',
    makeAdapter: () => new InProcessAdapter(),
    deliveryTimeoutMs: 15_000,
  });
});

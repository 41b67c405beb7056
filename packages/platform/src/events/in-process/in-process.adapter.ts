import type { BusMessage, DeliveryHandler, EventBusAdapter, PublishReceipt } from '../event-bus.types';
import { type InProcessBroker, inProcessBroker, type Member } from './in-process-broker';

/** One Nest app's connection to the process-wide in-process broker. */
export class InProcessAdapter implements EventBusAdapter {
  readonly kind = 'inprocess' as const;
  private readonly members: Member[] = [];

  constructor(private readonly broker: InProcessBroker = inProcessBroker) {}

  async publish(messages: BusMessage[]): Promise<PublishReceipt> {
    // The messages are on the bus (and ordered) once publish() returns; durability follows the consumers.
    return { durable: this.broker.publish(messages) };
  }

  async subscribe(group: string, topics: string[], handler: DeliveryHandler): Promise<void> {
    const member: Member = {
      group,
      topics,
      handler,
      abort: new AbortController(),
      inFlight: new Set(),
      stopped: false,
    };
    this.members.push(member);
    this.broker.join(member);
  }

  async stopConsuming(): Promise<void> {
    const members = this.members.splice(0);
    await Promise.all(members.map((m) => this.broker.leave(m)));
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    await this.stopConsuming();
  }
}

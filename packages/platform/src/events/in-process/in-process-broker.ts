import type { BusMessage, Delivery, DeliveryHandler } from '../event-bus.types';
import { partitionForKey } from '../partition';

export const IN_PROCESS_PARTITIONS = 8;
/** Committed messages kept per partition so that a group joining later can still read them. */
const RETAINED_PER_PARTITION = 10_000;
/** Pause before redelivering a message whose handler rejected (the platform consumer retries inside). */
const REDELIVERY_DELAY_MS = 200;

interface StoredMessage extends BusMessage {
  offset: number;
  /** Groups that still have to commit this message before it counts as durable. */
  waitingFor: Set<string>;
  durable: () => void;
}

class Partition {
  base = 0;
  readonly messages: StoredMessage[] = [];
  get end(): number {
    return this.base + this.messages.length;
  }
  at(offset: number): StoredMessage | undefined {
    return this.messages[offset - this.base];
  }
}

class Topic {
  readonly partitions = Array.from({ length: IN_PROCESS_PARTITIONS }, () => new Partition());
  /** Groups that ever subscribed: their offsets decide what may be dropped from memory. */
  readonly groups = new Set<string>();
}

export interface Member {
  readonly group: string;
  readonly topics: readonly string[];
  readonly handler: DeliveryHandler;
  readonly abort: AbortController;
  readonly inFlight: Set<Promise<void>>;
  stopped: boolean;
}

class Group {
  readonly members: Member[] = [];
  /** Next offset to deliver per `${topic}/${partition}`. */
  readonly committed = new Map<string, number>();
  readonly loops = new Set<string>();
}

/**
 * A Kafka-shaped broker living in memory, one per Node process (module singleton) so that every Nest app in
 * the process (the embedded runner starts all services in one) talks to the same one. Topics have a fixed
 * number of partitions chosen by key hash; each consumer group has its own offsets; within a group each
 * partition is delivered by one member at a time, one message at a time, and the offset only advances after
 * the handler resolved. A message is durable (the outbox may mark it published) once every group subscribed
 * to its topic at publish time has committed it, because memory does not survive a crash: until then the
 * outbox keeps the record and republishes it after a restart.
 */
export class InProcessBroker {
  private readonly topics = new Map<string, Topic>();
  private readonly groups = new Map<string, Group>();
  private readonly waiters = new Map<string, Set<() => void>>();

  publish(messages: BusMessage[]): Promise<void> {
    const durables: Promise<void>[] = [];
    for (const message of messages) {
      const topic = this.topic(message.topic);
      const index = partitionForKey(message.key, IN_PROCESS_PARTITIONS);
      const partition = topic.partitions[index];
      const waitingFor = new Set(
        [...topic.groups].filter((g) => (this.groups.get(g)?.members.length ?? 0) > 0),
      );
      let durable!: () => void;
      durables.push(new Promise<void>((resolve) => (durable = resolve)));
      partition.messages.push({ ...message, offset: partition.end, waitingFor, durable });
      if (waitingFor.size === 0) durable();
      this.notify(`${message.topic}/${index}`);
    }
    return Promise.all(durables).then(() => undefined);
  }

  join(member: Member): void {
    const group = this.group(member.group);
    group.members.push(member);
    for (const name of member.topics) {
      const topic = this.topic(name);
      if (!topic.groups.has(member.group)) {
        topic.groups.add(member.group);
        // A new group starts at the oldest message still held, like Kafka's fromBeginning.
        topic.partitions.forEach((p, i) => group.committed.set(`${name}/${i}`, p.base));
      }
      topic.partitions.forEach((_, i) => this.startLoop(member.group, name, i));
    }
  }

  /** Removes the member once its deliveries in progress have ended; its partitions go to the others. */
  async leave(member: Member): Promise<void> {
    member.stopped = true;
    member.abort.abort();
    await Promise.allSettled([...member.inFlight]);
    const group = this.groups.get(member.group);
    if (group) group.members.splice(group.members.indexOf(member), 1);
    for (const name of member.topics)
      this.topic(name).partitions.forEach((_, i) => this.notify(`${name}/${i}`));
  }

  private topic(name: string): Topic {
    let topic = this.topics.get(name);
    if (!topic) this.topics.set(name, (topic = new Topic()));
    return topic;
  }

  private group(name: string): Group {
    let group = this.groups.get(name);
    if (!group) this.groups.set(name, (group = new Group()));
    return group;
  }

  private startLoop(groupName: string, topicName: string, index: number): void {
    const group = this.group(groupName);
    const key = `${topicName}/${index}`;
    if (group.loops.has(key)) {
      this.notify(key);
      return;
    }
    group.loops.add(key);
    void this.runLoop(groupName, group, topicName, index).finally(() => group.loops.delete(key));
  }

  private async runLoop(groupName: string, group: Group, topicName: string, index: number): Promise<void> {
    const key = `${topicName}/${index}`;
    const partition = this.topic(topicName).partitions[index];
    for (;;) {
      const active = group.members.filter((m) => !m.stopped && m.topics.includes(topicName));
      if (active.length === 0) return; // restarted by the next join
      const offset = group.committed.get(key) ?? partition.base;
      const message = partition.at(offset);
      if (!message) {
        await this.waitFor(key);
        continue;
      }
      const member = active[index % active.length];
      const delivery: Delivery = {
        topic: topicName,
        partition: index,
        offset: String(offset),
        key: message.key,
        value: message.value,
        headers: { ...message.headers },
      };
      const run = member.handler(delivery, { heartbeat: async () => undefined, signal: member.abort.signal });
      member.inFlight.add(run);
      try {
        await run;
      } catch {
        // Not processed: deliver the same offset again (to whichever member owns the partition then).
        if (!member.stopped) await new Promise((resolve) => setTimeout(resolve, REDELIVERY_DELAY_MS));
        continue;
      } finally {
        member.inFlight.delete(run);
      }
      group.committed.set(key, offset + 1);
      message.waitingFor.delete(groupName);
      if (message.waitingFor.size === 0) message.durable();
      this.trim(topicName, index);
    }
  }

  private trim(topicName: string, index: number): void {
    const topic = this.topic(topicName);
    const partition = topic.partitions[index];
    if (partition.messages.length <= RETAINED_PER_PARTITION) return;
    const key = `${topicName}/${index}`;
    const slowest = Math.min(
      ...[...topic.groups].map((g) => this.groups.get(g)?.committed.get(key) ?? partition.base),
    );
    while (partition.messages.length > RETAINED_PER_PARTITION && partition.base < slowest) {
      partition.messages.shift();
      partition.base += 1;
    }
  }

  private waitFor(key: string): Promise<void> {
    return new Promise((resolve) => {
      let set = this.waiters.get(key);
      if (!set) this.waiters.set(key, (set = new Set()));
      set.add(resolve);
    });
  }

  private notify(key: string): void {
    const set = this.waiters.get(key);
    if (!set) return;
    this.waiters.delete(key);
    for (const resolve of set) resolve();
  }
}

/** The process-wide broker. */
export const inProcessBroker = new InProcessBroker();

import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { AppError } from '@chalktalk/domain';
import type { Envelope } from '@chalktalk/contracts';
import { buildEnvelope } from '../events/envelope';
import { EVENT_BUS_OPTIONS, type EventBusModuleOptions } from '../events/event-bus.types';
import { SNAPSHOT_SOURCE_METADATA, type SnapshotProvider } from './snapshot-source';

export interface SnapshotEnvelopePage {
  items: Array<{ key: string; envelope: Envelope }>;
  next: string | null;
}

/** The service's @SnapshotSource providers by topic, and their pages as envelopes the service would publish. */
@Injectable()
export class SnapshotRegistry implements OnApplicationBootstrap {
  private readonly sources = new Map<string, SnapshotProvider>();

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(EVENT_BUS_OPTIONS) private readonly bus: EventBusModuleOptions,
  ) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const { metatype, instance } = wrapper;
      if (!metatype || !instance || !wrapper.isDependencyTreeStatic()) continue;
      const topic = Reflect.getMetadata(SNAPSHOT_SOURCE_METADATA, metatype) as string | undefined;
      if (!topic) continue;
      if (this.sources.has(topic)) throw new Error(`Two snapshot sources for ${topic}`);
      this.sources.set(topic, instance as SnapshotProvider);
    }
  }

  topics(): string[] {
    return [...this.sources.keys()].sort();
  }

  /** G004 for a topic this service has no snapshot of. */
  async page(topic: string, after: string | null, limit: number): Promise<SnapshotEnvelopePage> {
    const source = this.sources.get(topic);
    if (!source)
      throw new AppError('G004', { details: [{ path: 'topic', message: `No snapshot of ${topic}` }] });
    const page = await source.page(after, limit);
    return {
      items: page.items.map(({ event, occurredAt }) => {
        if (event.topic !== topic)
          throw new Error(`The snapshot of ${topic} answered an event of ${event.topic}`);
        // The same envelope the outbox would write, with the source's stamp as its occurred_at.
        return { key: event.key, envelope: buildEnvelope(this.bus.service, event, occurredAt) };
      }),
      next: page.next,
    };
  }
}

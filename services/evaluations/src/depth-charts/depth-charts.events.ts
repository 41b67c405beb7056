import { Injectable } from '@nestjs/common';
import { RosterPlayerRemovedSchema, Topics } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { DepthChartsService } from './depth-charts.service';

@Injectable()
export class DepthChartsEvents {
  constructor(private readonly charts: DepthChartsService) {}

  @OnEvent(Topics.TeamsRoster, { type: RosterPlayerRemovedSchema.typeName })
  async rosterRemoved(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const removed = event.decode(RosterPlayerRemovedSchema);
    await this.charts.onRosterRemoved(manager, removed.teamId, removed.rosterId);
  }
}

import { Injectable } from '@nestjs/common';
import { PlayFirstViewedSchema, timestampDate, Topics } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { UnviewedPlaysRepository } from './unviewed-plays.repository';

/** playbook.study.v1 PlayFirstViewed → the person has opened that team play (out of their UNVIEWED_PLAYS digest). */
@Injectable()
export class PlayViewsHandler {
  constructor(private readonly repository: UnviewedPlaysRepository) {}

  @OnEvent(Topics.PlaybookStudy, { type: PlayFirstViewedSchema.typeName })
  async firstViewed(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(PlayFirstViewedSchema);
    await this.repository.recordFirstView(manager, {
      teamId: m.teamId,
      playId: m.playId,
      userId: m.userId,
      viewedAt: m.viewedAt ? timestampDate(m.viewedAt) : new Date(),
    });
  }
}

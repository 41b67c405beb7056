import { Injectable } from '@nestjs/common';
import { create, PlayFirstViewedSchema, timestampFromDate, Topics } from '@chalktalk/contracts';
import { Outbox } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { ViewersRepository } from './viewers.repository';

/**
 * Records a view of a team play and, the first time a person opens it, appends PlayFirstViewed (playbook.study.v1)
 * in the same transaction: one event per (team, play, person), never one per view, so notifications can tell which
 * team plays a player has not opened (the UNVIEWED_PLAYS digest) without a stream of every page load.
 */
@Injectable()
export class PlayViewEvents {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly viewers: ViewersRepository,
  ) {}

  async viewed(teamId: string, playId: string, userId: string, at: Date): Promise<void> {
    await this.db.transaction(async (manager) => {
      if (!(await this.viewers.record(teamId, playId, userId, at, manager))) return;
      await this.outbox.append(manager, {
        topic: Topics.PlaybookStudy,
        key: teamId,
        teamId,
        actorId: userId,
        schema: PlayFirstViewedSchema,
        payload: create(PlayFirstViewedSchema, { teamId, playId, userId, viewedAt: timestampFromDate(at) }),
      });
    });
  }
}

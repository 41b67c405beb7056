import { Injectable } from '@nestjs/common';
import { PlayerRatingChangedSchema, Topics } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { RosterEntryEntity } from './roster-entry.entity';

/**
 * Spec 3 §4: after an evaluation is saved the player's overallRating is updated. Evaluations computes it (the mean
 * of each coach's latest rating, 0..100) and announces it; the roster stores it. Setting a value is idempotent and
 * the events of a team arrive in order, so a redelivery changes nothing. An entry removed meanwhile is ignored.
 */
@Injectable()
export class RatingEventsHandler {
  @OnEvent(Topics.EvaluationsEvaluation, { type: PlayerRatingChangedSchema.typeName })
  async ratingChanged(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const rating = event.decode(PlayerRatingChangedSchema);
    await manager
      .getRepository(RosterEntryEntity)
      .update(
        { id: rating.rosterId, teamId: rating.teamId },
        { overallRating: rating.overallRating ?? null },
      );
  }
}

import { Injectable } from '@nestjs/common';
import {
  EvaluationAddedSchema,
  EvaluationSharedSchema,
  EvaluationUpdatedSchema,
  EvaluationWithdrawnSchema,
  Topics,
  type EvaluationRef,
} from '@chalktalk/contracts';
import type { SentNotificationKind } from '@chalktalk/domain';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { Notifier } from '../fanout/notifier.service';

/**
 * evaluations.evaluation.v1 → EVALUATION_ADDED (EvaluationAdded, and EvaluationShared: to the reader it is new),
 * EVALUATION_UPDATED, EVALUATION_WITHDRAWN. Added/updated reach the accounts the evaluation is shared with only when
 * the team's notify flag was on when it was saved (the event carries it: NOTIFY_PLAYERS_ON_NEW_EVALUATION,
 * NOTIFY_PLAYERS_ON_EVALUATION_UPDATE); withdrawn always reaches the former readers.
 */
@Injectable()
export class EvaluationsSourcesHandler {
  constructor(private readonly notifier: Notifier) {}

  private send(
    event: ReceivedEvent,
    manager: EntityManager,
    kind: SentNotificationKind,
    ref: EvaluationRef | undefined,
    recipientIds: readonly string[],
  ) {
    if (!ref) return;
    return this.notifier.notify(manager, {
      eventId: event.envelope.eventId,
      kind,
      teamId: ref.teamId,
      actorId: ref.authorId || event.envelope.actorId,
      recipientIds,
      params: { evaluationId: ref.evaluationId },
    });
  }

  @OnEvent(Topics.EvaluationsEvaluation, { type: EvaluationAddedSchema.typeName })
  async added(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(EvaluationAddedSchema);
    if (m.notifyPlayers)
      await this.send(event, manager, 'EVALUATION_ADDED', m.ref, m.ref?.recipientIds ?? []);
  }

  @OnEvent(Topics.EvaluationsEvaluation, { type: EvaluationSharedSchema.typeName })
  async shared(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(EvaluationSharedSchema);
    if (m.notifyPlayers)
      await this.send(event, manager, 'EVALUATION_ADDED', m.ref, m.ref?.recipientIds ?? []);
  }

  @OnEvent(Topics.EvaluationsEvaluation, { type: EvaluationUpdatedSchema.typeName })
  async updated(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(EvaluationUpdatedSchema);
    if (m.notifyPlayers)
      await this.send(event, manager, 'EVALUATION_UPDATED', m.ref, m.ref?.recipientIds ?? []);
  }

  @OnEvent(Topics.EvaluationsEvaluation, { type: EvaluationWithdrawnSchema.typeName })
  async withdrawn(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(EvaluationWithdrawnSchema);
    await this.send(event, manager, 'EVALUATION_WITHDRAWN', m.ref, m.formerRecipientIds);
  }
}

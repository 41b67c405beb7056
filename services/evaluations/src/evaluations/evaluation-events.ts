import {
  create,
  DepthChartSavedSchema,
  type EvaluationRef,
  EvaluationAddedSchema,
  EvaluationRefSchema,
  EvaluationSharedSchema,
  EvaluationUpdatedSchema,
  EvaluationWithdrawnSchema,
  PlayerRatingChangedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import type { PlayerEvaluationEntity } from './player-evaluation.entity';

const on = (teamId: string) => ({ topic: Topics.EvaluationsEvaluation, key: teamId, teamId });

function ref(row: PlayerEvaluationEntity, recipientIds: readonly string[]): EvaluationRef {
  return create(EvaluationRefSchema, {
    teamId: row.teamId,
    rosterId: row.rosterId,
    evaluationId: row.id,
    authorId: row.authorId,
    shareType: row.shareType,
    recipientIds: [...recipientIds],
  });
}

const rating = (value: number | null) => (value === null ? {} : { overallRating: value });

export function evaluationAdded(
  row: PlayerEvaluationEntity,
  recipientIds: readonly string[],
  notifyPlayers: boolean,
) {
  const payload = {
    ref: ref(row, recipientIds),
    version: row.version,
    ...rating(row.overallRating),
    notifyPlayers,
    savedAt: timestampFromDate(row.lastModified),
  };
  return {
    ...on(row.teamId),
    schema: EvaluationAddedSchema,
    payload: create(EvaluationAddedSchema, payload),
  };
}

export function evaluationUpdated(
  row: PlayerEvaluationEntity,
  recipientIds: readonly string[],
  notifyPlayers: boolean,
) {
  return {
    ...on(row.teamId),
    schema: EvaluationUpdatedSchema,
    payload: create(EvaluationUpdatedSchema, {
      ref: ref(row, recipientIds),
      version: row.version,
      ...rating(row.overallRating),
      notifyPlayers,
      savedAt: timestampFromDate(row.lastModified),
    }),
  };
}

export function evaluationShared(
  row: PlayerEvaluationEntity,
  previous: string,
  recipientIds: readonly string[],
  notifyPlayers: boolean,
  at: Date,
) {
  return {
    ...on(row.teamId),
    schema: EvaluationSharedSchema,
    payload: create(EvaluationSharedSchema, {
      ref: ref(row, recipientIds),
      previousShareType: previous,
      notifyPlayers,
      sharedAt: timestampFromDate(at),
    }),
  };
}

export function evaluationWithdrawn(
  row: PlayerEvaluationEntity,
  previous: string,
  formerRecipientIds: readonly string[],
  at: Date,
) {
  return {
    ...on(row.teamId),
    schema: EvaluationWithdrawnSchema,
    payload: create(EvaluationWithdrawnSchema, {
      ref: ref(row, []),
      previousShareType: previous,
      formerRecipientIds: [...formerRecipientIds],
      withdrawnAt: timestampFromDate(at),
    }),
  };
}

export function playerRatingChanged(teamId: string, rosterId: string, overall: number | null, at: Date) {
  return {
    ...on(teamId),
    schema: PlayerRatingChangedSchema,
    payload: create(PlayerRatingChangedSchema, {
      teamId,
      rosterId,
      ...rating(overall),
      changedAt: timestampFromDate(at),
    }),
  };
}

export function depthChartSaved(teamId: string, savedBy: string, filledSlots: number, at: Date) {
  return {
    ...on(teamId),
    schema: DepthChartSavedSchema,
    payload: create(DepthChartSavedSchema, { teamId, savedBy, filledSlots, savedAt: timestampFromDate(at) }),
  };
}

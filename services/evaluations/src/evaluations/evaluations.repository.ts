import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { PlayerEvaluationEntity, PlayerEvaluationHistoryEntity } from './player-evaluation.entity';

/** The only code that touches the evaluation tables. */
@Injectable()
export class EvaluationsRepository {
  constructor(private readonly db: DataSource) {}

  find(manager: EntityManager, teamId: string, rosterId: string, id: string) {
    return manager.getRepository(PlayerEvaluationEntity).findOne({
      where: { teamId, rosterId, id },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Saves the evaluation's current state and appends it to the history. */
  async save(manager: EntityManager, row: PlayerEvaluationEntity, savedBy: string): Promise<void> {
    await manager.getRepository(PlayerEvaluationEntity).save(row);
    const { id, version, lastModified, ...rest } = row;
    const history = Object.assign(new PlayerEvaluationHistoryEntity(), {
      evaluationId: id,
      version,
      savedBy,
      savedAt: lastModified,
      snapshot: {
        templateId: rest.templateId,
        templateVersion: rest.templateVersion,
        position: rest.position,
        scores: rest.scores,
        measurements: rest.measurements,
        notes: rest.notes,
        overallRating: rest.overallRating,
      },
    });
    await manager.getRepository(PlayerEvaluationHistoryEntity).save(history);
  }

  async setShareType(manager: EntityManager, row: PlayerEvaluationEntity): Promise<void> {
    await manager.getRepository(PlayerEvaluationEntity).update({ id: row.id }, { shareType: row.shareType });
  }

  /** A player's evaluations, newest first. */
  ofRoster(teamId: string, rosterId: string, manager: EntityManager = this.db.manager) {
    return manager
      .getRepository(PlayerEvaluationEntity)
      .find({ where: { teamId, rosterId }, order: { createdDate: 'DESC', id: 'ASC' } });
  }

  /** Evaluations of several roster people (getMyEvaluations), newest first. */
  ofRosterIds(rosterIds: readonly string[]) {
    if (rosterIds.length === 0) return Promise.resolve([]);
    return this.db
      .getRepository(PlayerEvaluationEntity)
      .find({ where: { rosterId: In([...rosterIds]) }, order: { createdDate: 'DESC', id: 'ASC' } });
  }

  history(evaluationIds: readonly string[]) {
    if (evaluationIds.length === 0) return Promise.resolve([]);
    return this.db
      .getRepository(PlayerEvaluationHistoryEntity)
      .find({ where: { evaluationId: In([...evaluationIds]) }, order: { version: 'ASC' } });
  }
}

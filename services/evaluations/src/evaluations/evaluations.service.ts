import { Injectable } from '@nestjs/common';
import {
  AppError,
  assertSavedFrom,
  type EvaluationShareType,
  type EvaluationTemplateBody,
  overallRating,
  parseMeasurement,
  RATING_SCALE_INFO,
  ratingAgreement,
  type RatingAgreement,
  templateCriteria,
} from '@chalktalk/domain';
import { type AuthUser, Outbox, type ProjectedRosterEntry, TeamDirectory } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { canReadAllEvaluations, canWriteEvaluations, sharedWith } from '../shared/evaluation.rules';
import { type TeamContext, TeamAccess } from '../shared/team-access';
import { type TemplateRevisions, toRevisions } from '../templates/templates.service';
import { TemplatesRepository } from '../templates/templates.repository';
import {
  evaluationAdded,
  evaluationUpdated,
  evaluationShared,
  evaluationWithdrawn,
  playerRatingChanged,
} from './evaluation-events';
import type { SaveEvaluationInput, ShareEvaluationInput } from './evaluations.dto';
import { EvaluationsRepository } from './evaluations.repository';
import type { PlayerEvaluationEntity, StoredMeasurement } from './player-evaluation.entity';

export interface EvaluationDto {
  id: string;
  teamId: string;
  rosterId: string;
  authorId: string;
  authorName: string;
  templateId: string;
  templateVersion: number;
  position: string;
  scores: Record<string, number>;
  measurements: Record<string, StoredMeasurement>;
  notes: string;
  overallRating: number | null;
  version: number;
  shareType: EvaluationShareType;
  createdDate: string;
  lastModified: string;
}

const invalid = (path: string, message: string) => new AppError('G001', { details: [{ path, message }] });

/**
 * The roster's overallRating of a player: the mean of each coach's latest rated evaluation (a coach counts once,
 * however often they re-rated), 0..100; null without one.
 */
export function rosterRating(rows: readonly PlayerEvaluationEntity[]): number | null {
  return ratingAgreement(latestPerAuthor(rows).map((row) => row.overallRating!)).average;
}

function latestPerAuthor(rows: readonly PlayerEvaluationEntity[]): PlayerEvaluationEntity[] {
  const latest = new Map<string, PlayerEvaluationEntity>();
  for (const row of rows) {
    if (row.overallRating === null) continue;
    const seen = latest.get(row.authorId);
    if (!seen || seen.lastModified < row.lastModified) latest.set(row.authorId, row);
  }
  return [...latest.values()];
}

@Injectable()
export class EvaluationsService {
  constructor(
    private readonly db: DataSource,
    private readonly access: TeamAccess,
    private readonly directory: TeamDirectory,
    private readonly templates: TemplatesRepository,
    private readonly repository: EvaluationsRepository,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Spec 3 §4: without an id creates the evaluation (version 1, creation date), with one updates it (version + 1,
   * the old version kept in the history) when it was edited from the stored version (otherwise G010, nothing
   * changes); then the player's overall rating on the roster follows by event.
   */
  async save(
    user: AuthUser,
    input: SaveEvaluationInput,
    now = new Date(),
  ): Promise<{ evaluation: EvaluationDto }> {
    const context = await this.access.require(user.id, input.teamId, canWriteEvaluations);
    const player = await this.player(input.teamId, input.rosterId);
    return this.db.transaction(async (manager) => {
      const given = input.evaluation;
      const template = await this.templates.find(manager, input.teamId, given.templateId);
      if (!template) throw invalid('evaluation.templateId', 'Choose a template of this team');
      const existing = given.id
        ? await this.repository.find(manager, input.teamId, input.rosterId, given.id)
        : null;
      if (given.id && !existing) throw new AppError('G004');
      if (existing && existing.authorId !== user.id && context.view.role !== 'ADMIN')
        throw new AppError('G003');
      if (existing) assertSavedFrom(given.version ?? 0, existing.version);
      if (!template.active && existing?.templateId !== template.id)
        throw invalid('evaluation.templateId', 'This template is not active');
      const scores = checkScores(template.body, given.scores);
      const measurements = parseMeasurements(template.body, given.measurements);
      const row = Object.assign(existing ?? ({} as PlayerEvaluationEntity), {
        id: existing?.id ?? randomUUID(),
        teamId: input.teamId,
        rosterId: input.rosterId,
        authorId: existing?.authorId ?? user.id,
        templateId: template.id,
        templateVersion: template.version,
        position: player.position,
        scores,
        measurements,
        notes: given.notes,
        overallRating: overallRating(template.body, player.position, scores),
        version: existing ? existing.version + 1 : 1,
        shareType: existing?.shareType ?? 'NOONE',
        createdDate: existing?.createdDate ?? now,
        lastModified: now,
      });
      await this.repository.save(manager, row, user.id);
      const flag =
        row.version === 1 ? 'NOTIFY_PLAYERS_ON_NEW_EVALUATION' : 'NOTIFY_PLAYERS_ON_EVALUATION_UPDATE';
      const recipients = await this.recipients(player, row.shareType);
      const notify = context.team.flags?.[flag] === true;
      if (row.version === 1) await this.outbox.append(manager, evaluationAdded(row, recipients, notify));
      else await this.outbox.append(manager, evaluationUpdated(row, recipients, notify));
      await this.announceRating(manager, input.teamId, input.rosterId, now);
      return { evaluation: await this.toDto(row) };
    });
  }

  /**
   * The player's evaluations with the template revisions they were written with. Coaches and admins see all;
   * the player and their contacts see those shared with them (G003 for anyone else).
   */
  async playerEvaluations(
    user: AuthUser,
    teamId: string,
    rosterId: string,
  ): Promise<{
    evaluations: EvaluationDto[];
    templateRevisions: TemplateRevisions;
    history: Record<string, Array<{ version: number; overallRating: number | null; savedAt: string }>>;
    agreement: RatingAgreement;
  }> {
    const context = await this.access.view(user.id, teamId);
    if (!context || context.view.pending || context.view.role === undefined) throw new AppError('G003');
    const player = await this.player(teamId, rosterId);
    const all = await this.repository.ofRoster(teamId, rosterId);
    const relation = await this.relation(user.id, context, player);
    const visible = canReadAllEvaluations(context.view)
      ? all
      : relation
        ? all.filter((row) => sharedWith(row.shareType, relation))
        : null;
    if (visible === null) throw new AppError('G003');
    const history: Record<
      string,
      Array<{ version: number; overallRating: number | null; savedAt: string }>
    > = {};
    for (const entry of await this.repository.history(visible.map((row) => row.id)))
      (history[entry.evaluationId] ??= []).push({
        version: entry.version,
        overallRating: (entry.snapshot['overallRating'] as number | null) ?? null,
        savedAt: entry.savedAt.toISOString(),
      });
    return {
      evaluations: await this.toDtos(visible),
      templateRevisions: await this.revisionsOf(visible),
      history,
      agreement: ratingAgreement(latestPerAuthor(visible).map((row) => row.overallRating!)),
    };
  }

  /** Spec 3 §7 getMyEvaluations: what was shared with the user as a player or as a contact, on every team. */
  async myEvaluations(user: AuthUser): Promise<{
    evaluations: Array<EvaluationDto & { playerName: string }>;
    templateRevisions: TemplateRevisions;
  }> {
    const entries = (await this.directory.rosterEntriesOfUser(user.id)).filter((entry) => !entry.pending);
    const relationOf = new Map<string, 'player' | 'contact'>();
    for (const entry of entries) {
      if (entry.playerId === null) relationOf.set(entry.rosterId, 'player');
      else if (!relationOf.has(entry.playerId)) relationOf.set(entry.playerId, 'contact');
    }
    const rows = (await this.repository.ofRosterIds([...relationOf.keys()])).filter((row) =>
      sharedWith(row.shareType, relationOf.get(row.rosterId)!),
    );
    const names = new Map<string, string>();
    for (const rosterId of new Set(rows.map((row) => row.rosterId))) {
      const entry = await this.directory.rosterEntry(rosterId);
      names.set(rosterId, entry ? `${entry.firstName} ${entry.lastName}`.trim() : '');
    }
    const dtos = await this.toDtos(rows);
    return {
      evaluations: dtos.map((dto) => ({ ...dto, playerName: names.get(dto.rosterId) ?? '' })),
      templateRevisions: await this.revisionsOf(rows),
    };
  }

  /**
   * Sets who sees one evaluation. Sharing announces EvaluationShared to the new audience; NOONE after a share
   * withdraws it (EvaluationWithdrawn to the former audience: EVALUATION_WITHDRAWN). Same type again: no change.
   */
  async share(
    user: AuthUser,
    input: ShareEvaluationInput,
    now = new Date(),
  ): Promise<{ evaluation: EvaluationDto }> {
    const context = await this.access.require(user.id, input.teamId, canWriteEvaluations);
    const player = await this.player(input.teamId, input.rosterId);
    return this.db.transaction(async (manager) => {
      const row = await this.repository.find(manager, input.teamId, input.rosterId, input.evaluationId);
      if (!row) throw new AppError('G004');
      const previous = row.shareType;
      if (previous !== input.shareType) {
        const former = await this.recipients(player, previous);
        row.shareType = input.shareType;
        await this.repository.setShareType(manager, row);
        if (input.shareType === 'NOONE') {
          await this.outbox.append(manager, evaluationWithdrawn(row, previous, former, now));
        } else {
          const notify = context.team.flags?.NOTIFY_PLAYERS_ON_NEW_EVALUATION === true;
          const recipients = await this.recipients(player, input.shareType);
          await this.outbox.append(manager, evaluationShared(row, previous, recipients, notify, now));
        }
      }
      return { evaluation: await this.toDto(row) };
    });
  }

  /** A joined player of the team (not a contact, not pending): G004 otherwise. */
  private async player(teamId: string, rosterId: string): Promise<ProjectedRosterEntry> {
    const entry = await this.directory.rosterEntry(rosterId);
    if (!entry || entry.teamId !== teamId || entry.playerId !== null || entry.pending)
      throw new AppError('G004');
    return entry;
  }

  private async relation(
    userId: string,
    context: TeamContext,
    player: ProjectedRosterEntry,
  ): Promise<'player' | 'contact' | null> {
    if (player.userId === userId) return 'player';
    const roster = await this.directory.roster(context.team.teamId);
    return roster.some((e) => e.playerId === player.rosterId && e.userId === userId && !e.pending)
      ? 'contact'
      : null;
  }

  /** Accounts that can read an evaluation of `player` shared as `shareType`. */
  private async recipients(player: ProjectedRosterEntry, shareType: EvaluationShareType): Promise<string[]> {
    if (shareType === 'NOONE') return [];
    const ids = new Set<string>();
    if (sharedWith(shareType, 'player') && player.userId) ids.add(player.userId);
    if (sharedWith(shareType, 'contact'))
      for (const entry of await this.directory.roster(player.teamId))
        if (entry.playerId === player.rosterId && entry.userId && !entry.pending) ids.add(entry.userId);
    return [...ids];
  }

  private async announceRating(manager: EntityManager, teamId: string, rosterId: string, now: Date) {
    const rows = await this.repository.ofRoster(teamId, rosterId, manager);
    await this.outbox.append(manager, playerRatingChanged(teamId, rosterId, rosterRating(rows), now));
  }

  private async revisionsOf(rows: readonly PlayerEvaluationEntity[]): Promise<TemplateRevisions> {
    return toRevisions(
      await this.templates.revisions(
        rows.map((r) => ({ templateId: r.templateId, version: r.templateVersion })),
      ),
    );
  }

  private async toDto(row: PlayerEvaluationEntity): Promise<EvaluationDto> {
    return (await this.toDtos([row]))[0]!;
  }

  private async toDtos(rows: readonly PlayerEvaluationEntity[]): Promise<EvaluationDto[]> {
    const names = new Map<string, string>();
    for (const teamId of new Set(rows.map((row) => row.teamId)))
      for (const member of await this.directory.members(teamId))
        names.set(`${teamId}:${member.userId}`, `${member.firstName} ${member.lastName}`.trim());
    return rows.map((row) => ({
      id: row.id,
      teamId: row.teamId,
      rosterId: row.rosterId,
      authorId: row.authorId,
      authorName: names.get(`${row.teamId}:${row.authorId}`) ?? 'A coach',
      templateId: row.templateId,
      templateVersion: row.templateVersion,
      position: row.position,
      scores: row.scores,
      measurements: row.measurements,
      notes: row.notes,
      overallRating: row.overallRating,
      version: row.version,
      shareType: row.shareType,
      createdDate: row.createdDate.toISOString(),
      lastModified: row.lastModified.toISOString(),
    }));
  }
}

/** Scores only for the template's criteria, whole numbers from 1 to the scale's maximum. */
function checkScores(
  template: EvaluationTemplateBody,
  scores: Record<string, number>,
): Record<string, number> {
  const criteria = new Set(templateCriteria(template));
  const max = RATING_SCALE_INFO[template.scoreScale].max;
  for (const [criterion, score] of Object.entries(scores)) {
    if (!criteria.has(criterion))
      throw invalid(`evaluation.scores.${criterion}`, 'This criterion is not part of the template');
    if (score > max) throw invalid(`evaluation.scores.${criterion}`, `Scores go from 1 to ${max}`);
  }
  return scores;
}

/** Each measured value parsed (in its field's unit or one the text names) and stored in SI; empty text: not measured. */
function parseMeasurements(
  template: EvaluationTemplateBody,
  given: Record<string, string>,
): Record<string, StoredMeasurement> {
  const result: Record<string, StoredMeasurement> = {};
  for (const [fieldId, text] of Object.entries(given)) {
    const field = template.measuredFields.find((f) => f.id === fieldId);
    if (!field) throw invalid(`evaluation.measurements.${fieldId}`, 'This field is not part of the template');
    if (text.trim() === '') continue;
    const parsed = parseMeasurement(field.quantity, field.unit, text);
    if (!parsed.ok) throw invalid(`evaluation.measurements.${fieldId}`, parsed.message);
    // Kept in the unit the coach typed ("1.85 m" in a feet-and-inches field), so it reads back as typed.
    result[fieldId] = { si: parsed.si, unit: parsed.unit };
  }
  return result;
}

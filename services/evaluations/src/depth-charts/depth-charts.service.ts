import { Injectable } from '@nestjs/common';
import {
  AppError,
  assertSavedFrom,
  type DepthChartDocument,
  depthChartProblems,
  depthChartSectionsOf,
  dropLeavers,
  emptyDepthChart,
  type SportLine,
} from '@chalktalk/domain';
import { type AuthUser, Outbox, TeamDirectory } from '@chalktalk/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { depthChartSaved } from '../evaluations/evaluation-events';
import { canEditDepthChart, canViewRoster } from '../shared/evaluation.rules';
import { TeamAccess } from '../shared/team-access';
import { DepthChartEntity } from './depth-chart.entity';
import { DepthChartsRepository } from './depth-charts.repository';
import type { SaveDepthChartInput } from './depth-charts.dto';

export interface DepthChartDto extends DepthChartDocument {
  sport: SportLine;
  /** Always false in an answer: what the server holds is saved (spec 3 §4: saving marks it unmodified). */
  modified: false;
  lastModified: string | null;
  /** The version a save of this chart names; 0 while the team's chart was never saved. */
  version: number;
}

@Injectable()
export class DepthChartsService {
  constructor(
    private readonly db: DataSource,
    private readonly access: TeamAccess,
    private readonly directory: TeamDirectory,
    private readonly repository: DepthChartsRepository,
    private readonly outbox: Outbox,
  ) {}

  /** Reading needs roster view rights (spec 3 §6); players who left the roster are not in it. */
  async get(user: AuthUser, teamId: string): Promise<{ depthChart: DepthChartDto }> {
    const context = await this.access.require(user.id, teamId, canViewRoster);
    const row = await this.repository.find(teamId);
    const current = row && row.sport === context.sport ? row : null;
    const document = current ? structuredClone(current.document) : emptyDepthChart(context.sport);
    complete(context.sport, document);
    dropLeavers(document, await this.playerIds(teamId));
    return { depthChart: dto(context.sport, document, current) };
  }

  /**
   * Coaches and admins save the whole chart; every slot must hold a joined player of the team or be empty. The
   * save names the version it was edited from; another one is refused with G010 and changes nothing.
   */
  async save(
    user: AuthUser,
    input: SaveDepthChartInput,
    now = new Date(),
  ): Promise<{ depthChart: DepthChartDto }> {
    const context = await this.access.require(user.id, input.teamId, canEditDepthChart);
    const document: DepthChartDocument = structuredClone({ sections: input.depthChart.sections });
    complete(context.sport, document);
    const problems = depthChartProblems(context.sport, document);
    if (problems.length)
      throw new AppError('G001', { details: problems.map((p) => ({ ...p, path: `depthChart.${p.path}` })) });
    const players = await this.playerIds(input.teamId);
    for (const [sectionId, section] of Object.entries(document.sections))
      for (const line of section.lines)
        for (const rosterId of line)
          if (rosterId !== null && !players.has(rosterId))
            throw new AppError('G001', {
              details: [
                { path: `depthChart.sections.${sectionId}`, message: 'This player is not on the roster' },
              ],
            });
    const filled = Object.values(document.sections).reduce(
      (n, s) => n + s.lines.flat().filter((id) => id !== null).length,
      0,
    );
    const saved = await this.db.transaction(async (manager) => {
      const stored = await this.repository.find(input.teamId, manager, true);
      // A chart of the sport the team had before is not what the user edited: the new sport's starts at 0.
      const storedVersion = stored && stored.sport === context.sport ? stored.version : 0;
      assertSavedFrom(input.depthChart.version, storedVersion);
      const row = Object.assign(new DepthChartEntity(), {
        teamId: input.teamId,
        sport: context.sport,
        document,
        version: storedVersion + 1,
        savedBy: user.id,
        lastModified: now,
      });
      await this.repository.save(manager, row);
      await this.outbox.append(manager, depthChartSaved(input.teamId, user.id, filled, now));
      return row;
    });
    return { depthChart: dto(context.sport, document, saved) };
  }

  /** A player who leaves the roster leaves the chart (teams.roster.v1 RosterPlayerRemoved). */
  async onRosterRemoved(manager: EntityManager, teamId: string, rosterId: string): Promise<void> {
    const row = await this.repository.find(teamId, manager);
    if (!row) return;
    const keep = new Set(
      Object.values(row.document.sections)
        .flatMap((s) => s.lines.flat())
        .filter((id): id is string => id !== null && id !== rosterId),
    );
    if (dropLeavers(row.document, keep)) await this.repository.save(manager, row);
  }

  private async playerIds(teamId: string): Promise<Set<string>> {
    const roster = await this.directory.roster(teamId);
    return new Set(roster.filter((e) => e.playerId === null && !e.pending).map((e) => e.rosterId));
  }
}

/** Adds the sections of the sport a stored or sent chart lacks (empty, optional ones off). */
function complete(sport: SportLine, document: DepthChartDocument): void {
  const empty = emptyDepthChart(sport);
  for (const section of depthChartSectionsOf(sport))
    document.sections[section.id] ??= empty.sections[section.id]!;
}

function dto(
  sport: SportLine,
  document: DepthChartDocument,
  saved: Pick<DepthChartEntity, 'lastModified' | 'version'> | null,
): DepthChartDto {
  return {
    sport,
    sections: document.sections,
    modified: false,
    lastModified: saved?.lastModified.toISOString() ?? null,
    version: saved?.version ?? 0,
  };
}

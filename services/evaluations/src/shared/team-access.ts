import { Injectable } from '@nestjs/common';
import { AppError, isSportLine, type SportLine } from '@chalktalk/domain';
import { type ProjectedTeam, TeamDirectory } from '@chalktalk/platform';
import type { TeamView } from './evaluation.rules';

export interface TeamContext {
  team: ProjectedTeam;
  sport: SportLine;
  view: TeamView;
}

/** Loads a team from the local projection with the caller's standing on it, and enforces a rule. */
@Injectable()
export class TeamAccess {
  constructor(private readonly directory: TeamDirectory) {}

  /** G004 for a team this service does not know; the rule's refusal is G003. */
  async require(userId: string, teamId: string, rule: (view: TeamView) => boolean): Promise<TeamContext> {
    const access = await this.directory.access(teamId, userId);
    if (!access) throw new AppError('G004');
    const view: TeamView = {
      role: access.role,
      pending: access.pending,
      paid: access.team.paid,
      flags: access.team.flags ?? {},
    };
    if (!rule(view)) throw new AppError('G003');
    const sport = isSportLine(access.team.sport) ? access.team.sport : 'BASKETBALL_HS';
    return { team: access.team, sport, view };
  }

  /** How the user stands on a team, without a rule (null when unknown or not a member). */
  async view(userId: string, teamId: string): Promise<TeamContext | null> {
    const access = await this.directory.access(teamId, userId);
    if (!access) return null;
    const sport = isSportLine(access.team.sport) ? access.team.sport : 'BASKETBALL_HS';
    return {
      team: access.team,
      sport,
      view: {
        role: access.role,
        pending: access.pending,
        paid: access.team.paid,
        flags: access.team.flags ?? {},
      },
    };
  }
}

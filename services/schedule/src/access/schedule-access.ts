import { Injectable } from '@nestjs/common';
import { DEFAULT_TEAM_TIME_ZONE, isValidTimeZone, type TeamRole } from '@chalktalk/domain';
import { type AuthUser, type ProjectedTeam, TeamDirectory } from '@chalktalk/platform';
import {
  featureNotIncluded,
  membershipPending,
  noPermission,
  subscriptionInactive,
  teamNotFound,
} from '../events/events.errors';

/** Who the caller is on one team, once the schedule's guards passed. */
export interface ScheduleContext {
  teamId: string;
  userId: string;
  role: TeamRole;
  team: ProjectedTeam;
  /** Coaches, admins and program admins. */
  canEdit: boolean;
  timeZone: string;
}

/** The plans whose teams do not get the schedule (spec section 6: Basic sees the fallback). */
const EXCLUDED_PLANS = new Set(['BASIC']);

export const canEditSchedule = (role: TeamRole) => role === 'ADMIN' || role === 'COACH';

/** The team's zone from the projection, or the default for teams that have none yet. */
export function teamTimeZone(team: ProjectedTeam): string {
  const zone = team.timeZone;
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_TEAM_TIME_ZONE;
}

/**
 * The schedule's guards, in the route guard's order (spec section 2): a stranger G003, a pending member the
 * pending message, a team that is not viewable (unpaid, unless the caller is an admin) the inactive message, a
 * Basic-plan team the not-included message. Every schedule call passes through here.
 */
export function guardSchedule(
  team: ProjectedTeam,
  role: TeamRole | undefined,
  pending: boolean,
): asserts role is TeamRole {
  if (!role) throw noPermission();
  if (pending) throw membershipPending();
  if (!team.paid && role !== 'ADMIN') throw subscriptionInactive();
  if (team.plan && EXCLUDED_PLANS.has(team.plan)) throw featureNotIncluded();
}

@Injectable()
export class ScheduleAccess {
  constructor(private readonly directory: TeamDirectory) {}

  /** Any member who may see the schedule. */
  async member(user: Pick<AuthUser, 'id'>, teamId: string): Promise<ScheduleContext> {
    const access = await this.directory.access(teamId, user.id);
    if (!access) throw teamNotFound();
    guardSchedule(access.team, access.role, access.pending);
    return {
      teamId,
      userId: user.id,
      role: access.role,
      team: access.team,
      canEdit: canEditSchedule(access.role),
      timeZone: teamTimeZone(access.team),
    };
  }

  /** The teams of a program, for one of its program admins (the club calendar); G003 for anyone else. */
  async programAdmin(user: Pick<AuthUser, 'id'>, programId: string) {
    const teams = await this.directory.teamsOfProgram(programId);
    if (teams.length === 0) throw teamNotFound();
    if (!teams.some((team) => team.programAdminIds.includes(user.id))) throw noPermission();
    return { teams, timeZone: teamTimeZone(teams[0]!) };
  }

  /** Editing the schedule: an editor on a viewable team. */
  async editor(user: Pick<AuthUser, 'id'>, teamId: string): Promise<ScheduleContext> {
    const context = await this.member(user, teamId);
    if (!context.canEdit) throw noPermission();
    return context;
  }
}

import {
  AppError,
  computeTeamLimits,
  hasRoomFor,
  isPlanCode,
  type PlanCode,
  type TeamRole,
  type TeamSize,
} from '@chalktalk/domain';
import type { TeamContext } from './team-context';

export type Seat = keyof TeamSize;

/** A team without a plan yet (unpaid, before billing) is sized as Basic: the smallest team of its sport. */
export const PLAN_BEFORE_BILLING: PlanCode = 'BASIC';

/** Which seat a role takes; contacts take none (they follow a player). */
export function seatOf(role: TeamRole): Seat | null {
  if (role === 'ADMIN') return 'admins';
  if (role === 'COACH') return 'coaches';
  if (role === 'PLAYER') return 'players';
  return null;
}

export function limitsOf(context: TeamContext): TeamSize {
  const { team } = context;
  return computeTeamLimits({
    sport: team.sport,
    plan: isPlanCode(team.plan) ? team.plan : PLAN_BEFORE_BILLING,
    addons: team.addons,
    customContract: team.customContract,
    programTeamCount: context.programTeamCount,
  });
}

/** Seats in use: joined admins and coaches, and player entries on the roster (typed-in players count too). */
export function usageOf(context: TeamContext): TeamSize {
  const joined = context.memberships.filter((membership) => !membership.pending);
  return {
    admins: joined.filter((membership) => membership.role === 'ADMIN').length,
    coaches: joined.filter((membership) => membership.role === 'COACH').length,
    players: context.rosterPlayerCount,
  };
}

/** Throws T002 ('This team is already full') when `adding` more people of the role do not fit. */
export function assertRoomFor(context: TeamContext, role: TeamRole, adding = 1): void {
  const seat = seatOf(role);
  if (!seat || adding <= 0) return;
  const limit = limitsOf(context)[seat];
  if (!hasRoomFor(limit, usageOf(context)[seat] + adding - 1)) throw new AppError('T002');
}

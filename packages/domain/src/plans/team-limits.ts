import { SportFamily } from '../sports/edition';
import { isSportLine, SportLine, sportFamilyOf } from '../sports/sport-lines';
import { AddonQuantities, addonSlots } from './addons';
import { PlanCode } from './plans';
import { TeamSize, teamSizeOf } from './team-sizes';

/** Extra admin seats a small program gets free of charge. */
export const FREE_ADMIN_SLOTS = 3;
/** Programs with fewer teams than this get the free admin seats. */
export const FREE_ADMIN_PROGRAM_TEAMS_BELOW = 5;

/** Negotiated limits stored on a team; each present field replaces the computed limit. */
export interface CustomContract {
  PlayerLimit?: number | null;
  CoachLimit?: number | null;
  AdminLimit?: number | null;
}

export interface TeamLimitInput {
  sport: SportFamily | SportLine;
  plan: PlanCode;
  addons?: AddonQuantities;
  customContract?: CustomContract | null;
  /** Teams in the team's program, this team included. */
  programTeamCount: number;
}

function contractLimit(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && value >= 0 ? value : undefined;
}

/** Whether the program gets the free admin seats: small programs, except on the club-complete plan. */
export function getsFreeAdminSlots(plan: PlanCode, programTeamCount: number): boolean {
  return plan !== 'CLUB_COMPLETE' && programTeamCount < FREE_ADMIN_PROGRAM_TEAMS_BELOW;
}

/**
 * Admin, coach and player seats of a team: the plan's size plus add-on seats (plus the free admin
 * seats for small programs), unless a custom contract sets the limit. Players may be Infinity.
 */
export function computeTeamLimits(input: TeamLimitInput): TeamSize {
  const family = isSportLine(input.sport) ? sportFamilyOf(input.sport) : input.sport;
  const base = teamSizeOf(family, input.plan);
  const contract = input.customContract ?? {};
  const freeAdmins = getsFreeAdminSlots(input.plan, input.programTeamCount) ? FREE_ADMIN_SLOTS : 0;
  return {
    admins:
      contractLimit(contract.AdminLimit) ??
      base.admins + addonSlots(input.addons, 'ADMINS', family) + freeAdmins,
    coaches: contractLimit(contract.CoachLimit) ?? base.coaches + addonSlots(input.addons, 'COACHES', family),
    players:
      contractLimit(contract.PlayerLimit) ?? base.players + addonSlots(input.addons, 'PLAYERS', family),
  };
}

import { SportFamily } from '../sports/edition';
import { PlanCode } from './plans';

/** Seats on one team. players may be Infinity ("unlimited"); see limitToJson for the wire form. */
export interface TeamSize {
  admins: number;
  coaches: number;
  players: number;
}

export const UNLIMITED = Number.POSITIVE_INFINITY;

const size = (admins: number, coaches: number, players: number): TeamSize => ({ admins, coaches, players });

/*
 * The spec's table, by plan. Both personal plan codes (Grandfathered PERSONAL and PERSONAL_UNLIMITED)
 * use its "personal" row. Football club complete and football personal are not shown; see README
 * for the reasoning behind the two designed cells marked below.
 */
export const TEAM_SIZES: Record<SportFamily, Record<PlanCode, TeamSize>> = {
  lacrosse: {
    BASIC: size(1, 3, 25),
    COMPLETE: size(1, 4, 40),
    COLLEGIATE: size(1, 8, 80),
    CLUB_COMPLETE: size(3, 3, 40),
    PERSONAL: size(1, 6, UNLIMITED),
    PERSONAL_UNLIMITED: size(1, 6, UNLIMITED),
  },
  basketball: {
    BASIC: size(1, 3, 13),
    COMPLETE: size(1, 3, 13),
    COLLEGIATE: size(1, 6, 25),
    CLUB_COMPLETE: size(1, 3, 13),
    PERSONAL: size(1, 6, UNLIMITED),
    PERSONAL_UNLIMITED: size(1, 6, UNLIMITED),
  },
  football: {
    BASIC: size(1, 4, 30),
    COMPLETE: size(1, 6, 60),
    COLLEGIATE: size(1, 12, 120),
    // Designed: Complete's players with Basic's coaches, as club complete has in the other sports.
    CLUB_COMPLETE: size(1, 4, 60),
    // Designed: the personal row is identical in lacrosse and basketball.
    PERSONAL: size(1, 6, UNLIMITED),
    PERSONAL_UNLIMITED: size(1, 6, UNLIMITED),
  },
};

export function teamSizeOf(family: SportFamily, plan: PlanCode): TeamSize {
  return TEAM_SIZES[family][plan];
}

/** JSON has no Infinity: unlimited travels as null. */
export function limitToJson(limit: number): number | null {
  return Number.isFinite(limit) ? limit : null;
}

export function limitFromJson(limit: number | null | undefined): number {
  return limit === null || limit === undefined ? UNLIMITED : limit;
}

/** Whether one more seat fits when `used` seats are taken. */
export function hasRoomFor(limit: number, used: number): boolean {
  return used < limit;
}

import { isOneOf } from '../shared/one-of';

export const TEAM_ROLES = ['ADMIN', 'COACH', 'PLAYER', 'CONTACT'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** A user's role summarised over all their teams. */
export const OVERALL_ROLES = ['admin', 'coach', 'player', 'none'] as const;
export type OverallRole = (typeof OVERALL_ROLES)[number];

export const isTeamRole = (candidate: unknown): candidate is TeamRole => isOneOf(TEAM_ROLES, candidate);

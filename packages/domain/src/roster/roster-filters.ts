import { isOneOf } from '../shared/one-of';

export const ROSTER_FILTER_KINDS = ['all', 'players', 'alternates'] as const;
export type RosterFilterKind = (typeof ROSTER_FILTER_KINDS)[number];

export const isRosterFilterKind = (candidate: unknown): candidate is RosterFilterKind =>
  isOneOf(ROSTER_FILTER_KINDS, candidate);

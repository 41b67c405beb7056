import { isOneOf } from '../shared/one-of';

/** Lacrosse defender frame roles (slide package) and their labels on the field. */
export const DEFENDER_FRAME_ROLES = ['HOT', 'ONBALL', 'LEFT', 'RIGHT', 'TWO', 'THREE'] as const;
export type DefenderFrameRole = (typeof DEFENDER_FRAME_ROLES)[number];

export const DEFENDER_FRAME_ROLE_LABELS: Record<DefenderFrameRole, string> = {
  ONBALL: 'On-Ball',
  HOT: 'Hot Slide',
  LEFT: 'Left',
  RIGHT: 'Right',
  TWO: '2-Slide',
  THREE: '3-Slide',
};

export const isDefenderFrameRole = (candidate: unknown): candidate is DefenderFrameRole =>
  isOneOf(DEFENDER_FRAME_ROLES, candidate);

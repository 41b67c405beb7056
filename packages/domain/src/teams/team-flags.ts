import { isOneOf } from '../shared/one-of';

export const TEAM_FLAGS = [
  'COACHES_CAN_EDIT_TEAM_PLAYS',
  'COACHES_CAN_COPY_TEAM_PLAYS',
  'PLAYERS_CAN_REFERENCE_TEAM_PLAYS',
  'PLAYERS_CAN_SHARE_PLAY_LINKS',
  'PLAYERS_CAN_VIEW_TEAM_ROSTER',
  'PLAYERS_CAN_EMAIL_ROSTER',
  'PLAYERS_USE_ROSTER_QUEUE',
  'COACHES_CAN_CREATE_EVALUATIONS',
  'NOTIFY_PLAYERS_ON_NEW_EVALUATION',
  'NOTIFY_PLAYERS_ON_EVALUATION_UPDATE',
] as const;
export type TeamFlag = (typeof TEAM_FLAGS)[number];

/** Flags as stored on a team; an absent flag is off. */
export type TeamFlags = Partial<Record<TeamFlag, boolean>>;

export const isTeamFlag = (candidate: unknown): candidate is TeamFlag => isOneOf(TEAM_FLAGS, candidate);

import { isOneOf } from '../shared/one-of';

export const RATING_SCALES = ['FIVE_POINT', 'TEN_POINT'] as const;
export type RatingScale = (typeof RATING_SCALES)[number];

export const RATING_SCALE_INFO: Record<RatingScale, { label: string; max: number }> = {
  FIVE_POINT: { label: 'five-point', max: 5 },
  TEN_POINT: { label: 'ten-point', max: 10 },
};

/** Measurement units an evaluation field may use, by quantity. */
export const MEASUREMENT_UNITS = {
  length: ['feet/inches', 'meters'],
  weight: ['lbs', 'kg'],
  time: ['HH:MM:SS', 'MM:SS.sss', 'SS.sss'],
  speed: ['mph', 'kph'],
} as const;

export const EVALUATION_SHARE_TYPES = ['NOONE', 'PLAYER', 'PLAYER_AND_CONTACTS', 'CONTACTS'] as const;
export type EvaluationShareType = (typeof EVALUATION_SHARE_TYPES)[number];

export const isRatingScale = (candidate: unknown): candidate is RatingScale =>
  isOneOf(RATING_SCALES, candidate);
export const isEvaluationShareType = (candidate: unknown): candidate is EvaluationShareType =>
  isOneOf(EVALUATION_SHARE_TYPES, candidate);

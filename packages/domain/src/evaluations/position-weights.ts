import type { SportFamily } from '../sports/edition';
import { RATING_CRITERIA } from './rating-criteria';

/**
 * Default weight of each criterion per position (the spec does not show them; designed here). A weight says how
 * much a criterion counts in a player's overall rating at that position: 3 = what the position is judged on,
 * 2 = important, 1 = counts (the default for every criterion not listed), 0 = not rated for that position (a
 * field player's saving). The overall rating is the weighted mean of the scored criteria, so only the ratios
 * matter. A template copies these and the coach may change any weight (0..5).
 */
export const WEIGHT_MAX = 5;

type Emphasis = { key?: readonly string[]; important?: readonly string[]; ignore?: readonly string[] };

const BASKETBALL: Record<string, Emphasis> = {
  'point guard': {
    key: ['dribble', 'court vision', 'offense IQ'],
    important: ['speed', 'agility', '3-point scoring', 'steal', 'on-ball defense'],
    ignore: [],
  },
  'shooting guard': {
    key: ['3-point scoring', 'mid-range scoring'],
    important: ['speed', 'agility', 'dribble', 'off-ball defense', 'catch'],
  },
  'small forward': {
    key: ['mid-range scoring', 'inside scoring'],
    important: ['agility', 'jump', 'on-ball defense', 'defensive rebound', '3-point scoring'],
  },
  'power forward': {
    key: ['inside scoring', 'defensive rebound', 'strength'],
    important: ['offensive rebound', 'jump', 'block', 'defense IQ'],
  },
  center: {
    key: ['inside scoring', 'block', 'defensive rebound'],
    important: ['strength', 'jump', 'offensive rebound', 'defense IQ'],
  },
};

const FOOTBALL_LINE: Emphasis = {
  key: ['blocking', 'strength', 'position technique'],
  important: ['football IQ', 'communication', 'effort'],
  ignore: ['throwing accuracy', 'arm strength', 'catching'],
};
const FOOTBALL_DEFENSE_LINE: Emphasis = {
  key: ['tackling', 'strength', 'position technique'],
  important: ['agility', 'football IQ', 'effort'],
  ignore: ['throwing accuracy', 'arm strength', 'catching', 'ball security'],
};
const FOOTBALL_LINEBACKER: Emphasis = {
  key: ['tackling', 'football IQ'],
  important: ['speed', 'strength', 'position technique', 'communication'],
  ignore: ['throwing accuracy', 'arm strength'],
};
const FOOTBALL_BACKFIELD: Emphasis = {
  key: ['speed', 'catching', 'position technique'],
  important: ['agility', 'tackling', 'football IQ'],
  ignore: ['throwing accuracy', 'arm strength', 'blocking'],
};
const FOOTBALL_KICKING: Emphasis = {
  key: ['position technique'],
  important: ['strength', 'football IQ'],
  ignore: ['throwing accuracy', 'catching', 'tackling', 'blocking', 'ball security', 'arm strength'],
};

const FOOTBALL: Record<string, Emphasis> = {
  quarterback: {
    key: ['throwing accuracy', 'arm strength', 'football IQ'],
    important: ['leadership', 'communication', 'ball security'],
    ignore: ['tackling', 'blocking', 'catching'],
  },
  'wide receiver': {
    key: ['catching', 'speed'],
    important: ['agility', 'position technique', 'ball security'],
    ignore: ['throwing accuracy', 'arm strength', 'tackling'],
  },
  'running back': {
    key: ['ball security', 'speed', 'agility'],
    important: ['strength', 'catching', 'blocking'],
    ignore: ['throwing accuracy', 'arm strength', 'tackling'],
  },
  'tight end': {
    key: ['catching', 'blocking'],
    important: ['strength', 'position technique', 'ball security'],
    ignore: ['throwing accuracy', 'arm strength', 'tackling'],
  },
  'offensive lineman': FOOTBALL_LINE,
  center: { ...FOOTBALL_LINE, important: ['football IQ', 'communication', 'ball security'] },
  'offensive tackle': FOOTBALL_LINE,
  'offensive guard': FOOTBALL_LINE,
  'defensive lineman': FOOTBALL_DEFENSE_LINE,
  'defensive tackle': FOOTBALL_DEFENSE_LINE,
  'defensive end': { ...FOOTBALL_DEFENSE_LINE, important: ['speed', 'agility', 'effort'] },
  linebacker: FOOTBALL_LINEBACKER,
  'outside linebacker': FOOTBALL_LINEBACKER,
  'middle linebacker': FOOTBALL_LINEBACKER,
  cornerback: FOOTBALL_BACKFIELD,
  safety: { ...FOOTBALL_BACKFIELD, important: ['tackling', 'football IQ', 'communication'] },
  'defensive back': FOOTBALL_BACKFIELD,
  kicker: FOOTBALL_KICKING,
  punter: FOOTBALL_KICKING,
};

const LACROSSE_ATTACK: Emphasis = {
  key: ['shoot strong', 'stick strong', 'offense IQ'],
  important: ['shoot weak', 'stick weak', 'agility'],
  ignore: ['saving', 'checking'],
};
const LACROSSE_MIDFIELD: Emphasis = {
  key: ['speed', 'offense transition', 'defense transition'],
  important: ['groundballs', 'stick strong', 'shoot strong', 'grit'],
  ignore: ['saving'],
};
const LACROSSE_DEFENSE: Emphasis = {
  key: ['checking', 'defense IQ', 'communication'],
  important: ['groundballs', 'strength', 'defense transition'],
  ignore: ['saving', 'shoot strong', 'shoot weak'],
};
const LACROSSE_GOALKEEPER: Emphasis = {
  key: ['saving', 'communication'],
  important: ['defense IQ', 'stick strong', 'offense transition'],
  ignore: ['shoot strong', 'shoot weak', 'checking', 'speed'],
};

const LACROSSE: Record<string, Emphasis> = {
  attack: LACROSSE_ATTACK,
  forward: LACROSSE_ATTACK,
  midfield: LACROSSE_MIDFIELD,
  transition: LACROSSE_MIDFIELD,
  'offense mid': { ...LACROSSE_MIDFIELD, key: ['shoot strong', 'offense IQ', 'offense transition'] },
  'defense mid': { ...LACROSSE_MIDFIELD, key: ['defense IQ', 'defense transition', 'checking'] },
  LSM: { ...LACROSSE_DEFENSE, key: ['checking', 'groundballs', 'defense transition'] },
  defense: LACROSSE_DEFENSE,
  goalkeeper: LACROSSE_GOALKEEPER,
  'face-off': {
    key: ['groundballs', 'strength', 'agility'],
    important: ['stick strong', 'offense transition', 'grit'],
    ignore: ['saving'],
  },
};

const EMPHASIS: Record<SportFamily, Record<string, Emphasis>> = {
  basketball: BASKETBALL,
  football: FOOTBALL,
  lacrosse: LACROSSE,
};

export type CriterionWeights = Record<string, number>;

function weightsFor(criteria: readonly string[], emphasis: Emphasis | undefined): CriterionWeights {
  const weights: CriterionWeights = {};
  for (const criterion of criteria) {
    weights[criterion] = emphasis?.key?.includes(criterion)
      ? 3
      : emphasis?.important?.includes(criterion)
        ? 2
        : emphasis?.ignore?.includes(criterion)
          ? 0
          : 1;
  }
  return weights;
}

/** The positions a family's default weights cover (every sport line's positions of that family). */
export function weightedPositionsOf(family: SportFamily): string[] {
  return Object.keys(EMPHASIS[family]);
}

/** Default weights of every criterion of the family for each of its positions. */
export function defaultPositionWeights(family: SportFamily): Record<string, CriterionWeights> {
  const criteria = RATING_CRITERIA[family];
  const result: Record<string, CriterionWeights> = {};
  for (const [position, emphasis] of Object.entries(EMPHASIS[family]))
    result[position] = weightsFor(criteria, emphasis);
  return result;
}

/** Every criterion counts 1: the weights used for a player without a position (or one the template lacks). */
export function evenWeights(criteria: readonly string[]): CriterionWeights {
  return weightsFor(criteria, undefined);
}

import { SportFamily } from './edition';
import { SportLine } from './sport-lines';

const BASKETBALL_POSITIONS = [
  'point guard',
  'shooting guard',
  'small forward',
  'power forward',
  'center',
] as const;

const FOOTBALL_POSITIONS = [
  'quarterback',
  'wide receiver',
  'running back',
  'tight end',
  'offensive lineman',
  'defensive lineman',
  'linebacker',
  'center',
  'offensive tackle',
  'offensive guard',
  'cornerback',
  'safety',
  'defensive tackle',
  'defensive end',
  'outside linebacker',
  'middle linebacker',
  'kicker',
  'punter',
  'defensive back',
] as const;

/**
 * Roster positions (full names, spelled as the spec lists them) per sport line. The stored roster
 * value is this name; use positionLabel() for display.
 */
export const POSITIONS: Record<SportLine, readonly string[]> = {
  BASKETBALL_HS: BASKETBALL_POSITIONS,
  BASKETBALL_MENS_COLLEGE: BASKETBALL_POSITIONS,
  BASKETBALL_WOMENS_COLLEGE: BASKETBALL_POSITIONS,
  FOOTBALL_HS: FOOTBALL_POSITIONS,
  FOOTBALL_COLLEGE: FOOTBALL_POSITIONS,
  LACROSSE_MENS: [
    'attack',
    'midfield',
    'defense',
    'LSM',
    'goalkeeper',
    'offense mid',
    'defense mid',
    'face-off',
  ],
  LACROSSE_WOMENS: ['attack', 'midfield', 'defense', 'goalkeeper'],
  LACROSSE_BOX: ['forward', 'transition', 'defense', 'goalkeeper'],
};

/** Player role abbreviations used on the play designer field, per sport family. */
export const POSITION_ABBREVIATIONS: Record<SportFamily, readonly string[]> = {
  basketball: ['PG', 'SG', 'SF', 'PF', 'C'],
  football: [
    'C',
    'QB',
    'RB',
    'TE',
    'WR',
    'OL',
    'DL',
    'LB',
    'OT',
    'OG',
    'S',
    'CB',
    'DE',
    'DT',
    'K',
    'P',
    'DB',
  ],
  lacrosse: ['A', 'D', 'G', 'LS', 'M', 'FO'],
};

export function positionsOf(line: SportLine): readonly string[] {
  return POSITIONS[line];
}

export function isPositionOf(line: SportLine, candidate: unknown): candidate is string {
  return typeof candidate === 'string' && POSITIONS[line].includes(candidate);
}

/** Title case for display ('face-off' -> 'Face-Off'); acronyms such as LSM are left alone. */
export function positionLabel(position: string): string {
  return position.replace(
    /(^|[\s-])([a-z])/g,
    (_match, sep: string, letter: string) => sep + letter.toUpperCase(),
  );
}

import { SportLine } from '../sports/sport-lines';
import { bluePlayers, FormationTemplate } from './formation.types';

const BASKETBALL_LINES: readonly SportLine[] = [
  'BASKETBALL_HS',
  'BASKETBALL_MENS_COLLEGE',
  'BASKETBALL_WOMENS_COLLEGE',
];

function basketball(
  id: string,
  name: string,
  description: string,
  offsets: readonly (readonly [number, number])[],
): FormationTemplate {
  return {
    id,
    name,
    sportLines: BASKETBALL_LINES,
    attributes: ['Offense'],
    description,
    anchorType: 'GOAL',
    initial: bluePlayers(id, offsets),
    balls: [],
    version: 1,
  };
}

/** Offsets exactly as the spec gives them, relative to the goal. */
export const BASKETBALL_FORMATIONS: readonly FormationTemplate[] = [
  basketball('_3out2in', '3 out 2 in', 'Three perimeter players with two posts inside.', [
    [0, -30],
    [-15, -17.5],
    [0, -17.5],
    [15, -17.5],
    [0, -5],
  ]),
  basketball('_4out1in', '4 out 1 in', 'Four perimeter players spacing the floor around one post.', [
    [-12.5, -30],
    [12.5, -30],
    [0, -15],
    [-20, -5],
    [20, -5],
  ]),
  basketball(
    '_5out',
    '5 out',
    'All five players spread outside, leaving the lane open for drives and cuts.',
    [
      [0, -25],
      [-12.5, -20],
      [12.5, -20],
      [-20, -2.5],
      [20, -2.5],
    ],
  ),
];

import { SportLine } from '../sports/sport-lines';
import { bluePlayers, FormationTemplate } from './formation.types';

type Offsets = readonly (readonly [number, number])[];

const forLine =
  (line: SportLine) =>
  (id: string, name: string, description: string, offsets: Offsets): FormationTemplate => ({
    id,
    name,
    sportLines: [line],
    attributes: ['Offense'],
    description,
    anchorType: 'GOAL',
    initial: bluePlayers(id, offsets),
    balls: [],
    version: 1,
  });

const mens = forLine('LACROSSE_MENS');
const womens = forLine('LACROSSE_WOMENS');
const box = forLine('LACROSSE_BOX');

/*
 * The spec names these sets but does not show their offsets; ours are designed (see README).
 * Offsets are in field units from the goal: negative y is up-field (towards midfield), positive y is
 * behind the goal ("X"). Men's and women's sets stay within 15 units up-field, well inside the
 * restraining line; box sets stay in front of a box goal, which has only 5 units behind it.
 */
export const LACROSSE_FORMATIONS: readonly FormationTemplate[] = [
  mens('mens_2-3-1', '2-3-1', 'Two up top, three across the middle with a crease attackman, one at X.', [
    [-7, -14],
    [7, -14],
    [-12, -5],
    [0, -5],
    [12, -5],
    [0, 6],
  ]),
  mens('mens_3-3', '3-3', 'Three midfielders up top and three attackmen low on the wings and crease.', [
    [-10, -14],
    [0, -15],
    [10, -14],
    [-11, 0],
    [0, -4],
    [11, 0],
  ]),
  mens('mens_2-2-2', '2-2-2', 'Two up top, two on the wings, two behind the goal.', [
    [-7, -14],
    [7, -14],
    [-12, -5],
    [12, -5],
    [-5, 6],
    [5, 6],
  ]),
  mens('mens_1-4-1', '1-4-1', 'One up top, four across at crease height, one at X.', [
    [0, -15],
    [-12, -5],
    [-4, -4],
    [4, -4],
    [12, -5],
    [0, 6],
  ]),
  mens('mens_circle', "Men's Circle", 'Six players evenly spaced on a circle of radius 12 around the goal.', [
    [0, -15],
    [10.4, -9],
    [10.4, 3],
    [0, 9],
    [-10.4, 3],
    [-10.4, -9],
  ]),
  womens(
    'womens_circle',
    "Women's Circle",
    'Seven players evenly spaced on a circle of radius 12 around the goal.',
    [
      [0, -15],
      [9.4, -10.5],
      [11.7, -0.3],
      [5.2, 7.8],
      [-5.2, 7.8],
      [-11.7, -0.3],
      [-9.4, -10.5],
    ],
  ),
  womens('womens_2-3-2', '2-3-2', 'Two up top, three across the middle, two behind the goal.', [
    [-8, -15],
    [8, -15],
    [-13, -6],
    [0, -7],
    [13, -6],
    [-6, 6],
    [6, 6],
  ]),
  box('box_3out2in', '3 out 2 in', 'Three shooters outside with two players working inside.', [
    [-9, -13],
    [0, -15],
    [9, -13],
    [-4, -5],
    [4, -5],
  ]),
  box('box_4out1in', '4 out 1 in', 'Four players outside around one crease player.', [
    [-7, -14],
    [7, -14],
    [-12, -4],
    [12, -4],
    [0, -5],
  ]),
  box('box_5out', '5 out', 'All five players outside, opening the middle for cuts.', [
    [0, -15],
    [-9, -12],
    [9, -12],
    [-12, -3],
    [12, -3],
  ]),
];

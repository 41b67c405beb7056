import { FormationPlayer, FormationTemplate } from './formation.types';

/*
 * The spec lists the Starting formation's players but not their offsets; ours are designed (see
 * README). Offsets are yards from the centre anchor, where the centre stands over the ball: the
 * offence faces up-field (negative y), so the backfield has positive y. Linemen are 2 apart, the
 * tight end closes the right side of the line, the left receiver is split wide on the line and the
 * right receiver is a flanker one yard off it; QB under centre with an I-formation backfield.
 */
const STARTING_PLAYERS: readonly (readonly [string, string, number, number])[] = [
  ['c', 'C', 0, 0],
  ['og-left', 'OG', -2, 0],
  ['og-right', 'OG', 2, 0],
  ['ot-left', 'OT', -4, 0],
  ['ot-right', 'OT', 4, 0],
  ['te', 'TE', 6, 0],
  ['wr-left', 'WR', -18, 0],
  ['wr-right', 'WR', 16, 1],
  ['qb', 'QB', 0, 1.5],
  ['rb-fullback', 'RB', 0, 4],
  ['rb-tailback', 'RB', 0, 6.5],
];

export const FOOTBALL_STARTING_FORMATION: FormationTemplate = {
  id: 'starting',
  name: 'Starting',
  sportLines: ['FOOTBALL_HS', 'FOOTBALL_COLLEGE'],
  attributes: ['Offense'],
  description:
    'Eleven-player offence: five linemen, tight end, two receivers, quarterback under centre and two backs.',
  anchorType: 'CENTER',
  initial: STARTING_PLAYERS.map(([id, role, x, y]): FormationPlayer => ({
    id,
    type: 'BLUEPLAYER',
    origin: { x, y },
    role,
  })),
  balls: [{ id: 'ball-0', carrier: 'c' }],
  version: 1,
};

export const FOOTBALL_FORMATIONS: readonly FormationTemplate[] = [FOOTBALL_STARTING_FORMATION];

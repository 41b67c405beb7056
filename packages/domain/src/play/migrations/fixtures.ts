import { Doc } from './legacy-doc';

/**
 * A basketball half-field play as stored before versioning (the designed v1 layout, see README):
 * attackers and defenders, one ball holder, passes as receiver ids, shots as shooter ids, options
 * as pairs, x/y positions measured from the middle of the half court (50 x 42, so +25, +21).
 */
export function v1BasketballPlay(): Doc {
  return {
    id: 'old-1',
    name: 'Old Motion',
    sport: 'BASKETBALL_HS',
    type: 'HALF_FIELD',
    fieldType: 'HALF_FIELD',
    initial: [
      { id: 'p1', type: 'ATTACKER', x: 0, y: -11, role: 'PG' },
      { id: 'p2', type: 'ATTACKER', x: -15, y: -1 },
      { id: 'x1', type: 'DEFENDER', x: 0, y: -7 },
    ],
    ballHolder: 'p1',
    frames: [
      {
        moves: [{ id: 'm1', type: 'DODGE', source: 'p2', x: -15, y: -1, anchors: [{ x: -15, y: 9 }] }],
        passes: ['p2'],
        shots: [],
        options: [['p1', 'p2']],
        assignments: [{ id: 'as1', source: 'x1', target: 'p1' }],
        fieldComments: [{ id: 'c1', text: 'Go', x: -20, y: -16 }],
      },
      { moves: [], passes: [], shots: ['p2'], options: [], assignments: [], fieldComments: [] },
    ],
    createdDate: { seconds: 1600000000, nanoseconds: 500000000 },
    lastModified: '2020-09-13T12:26:40.000Z',
  };
}

import { fieldDimensionsOf } from '../field/field-dimensions';
import { SPORT_LINES } from '../sports/sport-lines';
import { findFormation, FOOTBALL_STARTING_FORMATION, formationsFor, placeFormation } from './index';

const offsets = (line: Parameters<typeof findFormation>[0], id: string) =>
  findFormation(line, id)?.initial.map((player) => [player.origin.x, player.origin.y]);

describe('basketball formations', () => {
  it('has 3 out 2 in, 4 out 1 in and 5 out with the spec offsets', () => {
    expect(formationsFor('BASKETBALL_HS').map((f) => [f.id, f.name])).toEqual([
      ['_3out2in', '3 out 2 in'],
      ['_4out1in', '4 out 1 in'],
      ['_5out', '5 out'],
    ]);
    expect(offsets('BASKETBALL_HS', '_3out2in')).toEqual([
      [0, -30],
      [-15, -17.5],
      [0, -17.5],
      [15, -17.5],
      [0, -5],
    ]);
    expect(offsets('BASKETBALL_MENS_COLLEGE', '_4out1in')).toEqual([
      [-12.5, -30],
      [12.5, -30],
      [0, -15],
      [-20, -5],
      [20, -5],
    ]);
    expect(offsets('BASKETBALL_WOMENS_COLLEGE', '_5out')).toEqual([
      [0, -25],
      [-12.5, -20],
      [12.5, -20],
      [-20, -2.5],
      [20, -2.5],
    ]);
  });

  it('uses five blue players, goal anchor and version 1', () => {
    for (const formation of formationsFor('BASKETBALL_HS')) {
      expect(formation.initial).toHaveLength(5);
      expect(formation.initial.every((p) => p.type === 'BLUEPLAYER')).toBe(true);
      expect(formation.anchorType).toBe('GOAL');
      expect(formation.version).toBe(1);
    }
  });

  it('places offsets relative to the half-field goal', () => {
    const placed = placeFormation(findFormation('BASKETBALL_HS', '_3out2in')!, 'BASKETBALL_HS', 'HALF_FIELD');
    expect(placed['_3out2in-1']).toEqual({ x: 25, y: 7.25 });
    expect(placed['_3out2in-5']).toEqual({ x: 25, y: 32.25 });
  });
});

describe('lacrosse formations', () => {
  it.each([
    ['LACROSSE_MENS', ['2-3-1', '3-3', '2-2-2', '1-4-1', "Men's Circle"], 6],
    ['LACROSSE_WOMENS', ["Women's Circle", '2-3-2'], 7],
    ['LACROSSE_BOX', ['3 out 2 in', '4 out 1 in', '5 out'], 5],
  ] as const)('%s offers %o with %d players each', (line, names, players) => {
    const formations = formationsFor(line);
    expect(formations.map((f) => f.name)).toEqual(names);
    for (const formation of formations) {
      expect(formation.initial).toHaveLength(players);
      expect(formation.anchorType).toBe('GOAL');
      expect(formation.attributes.length).toBeGreaterThan(0);
      expect(formation.description).not.toBe('');
    }
  });

  it('keeps every designed player inside the half field without clamping', () => {
    for (const line of ['LACROSSE_MENS', 'LACROSSE_WOMENS', 'LACROSSE_BOX'] as const) {
      const dims = fieldDimensionsOf(line);
      const goal = dims.halfFieldGoals[0]!;
      for (const formation of formationsFor(line)) {
        for (const { origin } of formation.initial) {
          const x = dims.centre.x + origin.x;
          const y = goal.y + origin.y;
          expect(x).toBeGreaterThan(0);
          expect(x).toBeLessThan(dims.width);
          expect(y).toBeGreaterThan(0);
          expect(y).toBeLessThan(dims.halfLength);
        }
      }
    }
  });

  it('gives every player a distinct spot', () => {
    for (const line of SPORT_LINES) {
      for (const formation of formationsFor(line)) {
        const spots = new Set(formation.initial.map((p) => `${p.origin.x},${p.origin.y}`));
        expect(spots.size).toBe(formation.initial.length);
      }
    }
  });
});

describe('football Starting formation', () => {
  it('has 11 blue players: 2 OT, 2 OG, C, QB, 2 WR, 2 RB, TE', () => {
    const roles = FOOTBALL_STARTING_FORMATION.initial.map((p) => p.role).sort();
    expect(roles).toEqual(['C', 'OG', 'OG', 'OT', 'OT', 'QB', 'RB', 'RB', 'TE', 'WR', 'WR']);
    expect(FOOTBALL_STARTING_FORMATION.initial.every((p) => p.type === 'BLUEPLAYER')).toBe(true);
    expect(formationsFor('FOOTBALL_HS').map((f) => f.name)).toEqual(['Starting']);
    expect(formationsFor('FOOTBALL_COLLEGE').map((f) => f.name)).toEqual(['Starting']);
  });

  it('anchors on the centre, who holds the ball at the anchor', () => {
    expect(FOOTBALL_STARTING_FORMATION.anchorType).toBe('CENTER');
    const centre = FOOTBALL_STARTING_FORMATION.initial.find((p) => p.role === 'C')!;
    expect(centre.origin).toEqual({ x: 0, y: 0 });
    expect(FOOTBALL_STARTING_FORMATION.balls).toEqual([{ id: 'ball-0', carrier: centre.id }]);
    const placed = placeFormation(FOOTBALL_STARTING_FORMATION, 'FOOTBALL_HS', 'FULL_FIELD');
    expect(placed[centre.id]).toEqual({ x: 25, y: 42 });
  });

  it('lines the linemen and tight end up on the line of scrimmage, backs behind it', () => {
    const line = FOOTBALL_STARTING_FORMATION.initial.filter((p) => ['C', 'OG', 'OT', 'TE'].includes(p.role!));
    expect(line.every((p) => p.origin.y === 0)).toBe(true);
    const backs = FOOTBALL_STARTING_FORMATION.initial.filter((p) => ['QB', 'RB'].includes(p.role!));
    expect(backs.every((p) => p.origin.y > 0)).toBe(true);
  });
});

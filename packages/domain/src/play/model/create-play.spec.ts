import { CURRENT_PLAY_VERSION } from '../../plays/editor-constants';
import { createNewPlay, isTemporaryPlayId } from './create-play';
import { validatePlay } from './validate-play';

describe('createNewPlay', () => {
  it('starts a basketball half-field play with one frame, one goal and no goalie, unsaved', () => {
    const play = createNewPlay('BASKETBALL_HS', 'HALF_FIELD');
    expect(isTemporaryPlayId(play.id)).toBe(true);
    expect(play.id).toContain('__');
    expect(play.frames).toHaveLength(1);
    expect(play.version).toBe(CURRENT_PLAY_VERSION);
    expect(play.fieldPieces).toEqual([
      expect.objectContaining({
        type: 'GOAL',
        origin: { x: 25, y: 37.25 },
        rotation: 0,
        goalieType: 'ORANGEPLAYER',
        goalieVisible: false,
      }),
    ]);
    expect(play.initial).toEqual([]);
    expect(play.viewOptions).toEqual({
      offense: { moves: true, roles: true, ids: true, assignments: false },
      defense: { moves: true, roles: true, ids: true, assignments: true },
      flipField: false,
    });
  });

  it('gives a full lacrosse field two goals with visible goalies', () => {
    const play = createNewPlay('LACROSSE_MENS', 'FULL_FIELD');
    expect(play.frames).toHaveLength(1);
    expect(play.fieldPieces.map((g) => [g.origin.y, g.rotation, g.goalieType])).toEqual([
      [95, 0, 'ORANGEPLAYER'],
      [15, 180, 'BLUEPLAYER'],
    ]);
    expect(play.initial.map((p) => [p.type, p.pieceId])).toEqual([
      ['GOALIE', 'goal-1'],
      ['GOALIE', 'goal-2'],
    ]);
  });

  it('starts football with 3 frames, the Starting formation, the ball at the centre and a snap in frame 1', () => {
    const play = createNewPlay('FOOTBALL_HS', 'FULL_FIELD');
    expect(play.frames).toHaveLength(3);
    expect(play.formationId).toBe('starting');
    expect(play.initial).toHaveLength(11);
    const centre = play.initial.find((p) => p.role === 'C')!;
    expect(centre.origin).toEqual({ x: 25, y: 42 });
    expect(play.balls).toEqual([{ id: 'ball-0', carrier: centre.id }]);
    expect(play.frames[0]!.passes).toEqual([]);
    expect(play.frames[1]!.passes).toEqual([
      expect.objectContaining({ type: 'SNAP', ball: 'ball-0', target: 'qb', origin: { x: 25, y: 42 } }),
    ]);
    expect(play.frames[2]!.passes).toEqual([]);
    expect(play.fieldPieces).toEqual([]);
  });

  it('creates plays that pass validation in every sport line', () => {
    for (const line of [
      'BASKETBALL_MENS_COLLEGE',
      'LACROSSE_BOX',
      'LACROSSE_WOMENS',
      'FOOTBALL_COLLEGE',
    ] as const) {
      const result = validatePlay(JSON.parse(JSON.stringify(createNewPlay(line, 'HALF_FIELD'))));
      expect(result).toEqual(expect.objectContaining({ ok: true }));
    }
  });
});

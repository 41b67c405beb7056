import { v1BasketballPlay } from './fixtures';
import { loadPlay } from './load-play';
import { migratePlay } from './migrate-play';
import { toV2 } from './steps/v02-field-pieces';
import { toV3 } from './steps/v03-pass-objects';
import { toV4 } from './steps/v04-generic-move';
import { toV5 } from './steps/v05-option-shot-objects';
import { toV6 } from './steps/v06-balls';
import { toV7 } from './steps/v07-origin';
import { toV8 } from './steps/v08-comment-size';
import { toV9 } from './steps/v09-recentre-half-field';
import { toV10 } from './steps/v10-pass-distances';

describe('play migrations, one step at a time', () => {
  it('v2 renames attacker/defender and adds default goals and goalies in the old layout', () => {
    const before = {
      sport: 'LACROSSE_MENS',
      fieldType: 'HALF_FIELD',
      initial: [
        { id: 'a', type: 'ATTACKER', x: 1, y: 2 },
        { id: 'd', type: 'DEFENDER', x: 3, y: 4 },
      ],
      frames: [],
    };
    expect(toV2(before)).toEqual({
      sport: 'LACROSSE_MENS',
      fieldType: 'HALF_FIELD',
      frames: [],
      version: 2,
      initial: [
        { id: 'a', type: 'BLUEPLAYER', x: 1, y: 2 },
        { id: 'd', type: 'ORANGEPLAYER', x: 3, y: 4 },
        { id: 'goalie-1', type: 'GOALIE', pieceId: 'goal-1', x: 0, y: 12.5 },
      ],
      fieldPieces: [
        {
          id: 'goal-1',
          type: 'GOAL',
          x: 0,
          y: 12.5,
          rotation: 0,
          width: 6,
          height: 4,
          goalieType: 'ORANGEPLAYER',
          goalieVisible: true,
        },
      ],
    });
  });

  it('v3 turns passes (receiver ids) into objects with ratio 1 start and end', () => {
    expect(toV3({ version: 2, frames: [{ passes: ['p2', 'p3'] }] })).toEqual({
      version: 3,
      frames: [
        {
          passes: [
            { id: 'pass-1-1', type: 'PASS', target: 'p2', start: 1, end: 1 },
            { id: 'pass-1-2', type: 'PASS', target: 'p3', start: 1, end: 1 },
          ],
        },
      ],
    });
  });

  it('v4 folds dodge and rollback into MOVE', () => {
    const moves = [
      { id: 'a', type: 'DODGE' },
      { id: 'b', type: 'ROLLBACK' },
      { id: 'c', type: 'PICK' },
    ];
    expect(toV4({ version: 3, frames: [{ moves }] })).toEqual({
      version: 4,
      frames: [
        {
          moves: [
            { id: 'a', type: 'MOVE' },
            { id: 'b', type: 'MOVE' },
            { id: 'c', type: 'PICK' },
          ],
        },
      ],
    });
  });

  it('v5 wraps options and shots as objects, shots aimed at the first goal', () => {
    const before = {
      version: 4,
      fieldPieces: [{ id: 'goal-1', type: 'GOAL' }],
      frames: [{ options: [['a', 'b']], shots: ['a'] }],
    };
    expect(toV5(before)).toEqual({
      version: 5,
      fieldPieces: [{ id: 'goal-1', type: 'GOAL' }],
      frames: [
        {
          options: [{ id: 'option-1-1', source: 'a', target: 'b' }],
          shots: [{ id: 'shot-1-1', source: 'a', target: 'goal-1' }],
        },
      ],
    });
    expect(toV5({ version: 4, frames: [{ shots: ['a'] }] })['frames']).toEqual([{ options: [], shots: [] }]);
  });

  it('v6 moves the ball holder into a balls list and ties passes and shots to ball 0', () => {
    const before = {
      version: 5,
      ballHolder: 'a',
      frames: [{ passes: [{ id: 'p', target: 'b' }], shots: [{ id: 's', source: 'b', target: 'goal-1' }] }],
    };
    expect(toV6(before)).toEqual({
      version: 6,
      balls: [{ id: 'ball-0', carrier: 'a' }],
      frames: [
        {
          passes: [{ id: 'p', target: 'b', ball: 'ball-0' }],
          shots: [{ id: 's', target: 'goal-1', ball: 'ball-0' }],
        },
      ],
    });
    expect(toV6({ version: 5, frames: [{ passes: [{ id: 'p', target: 'b' }] }] })).toEqual({
      version: 6,
      balls: [],
      frames: [{ passes: [], shots: [] }],
    });
  });

  it('v7 stores x, y as origin on players, pieces, moves and comments', () => {
    const before = {
      version: 6,
      initial: [{ id: 'a', x: 1, y: 2 }],
      fieldPieces: [{ id: 'g', x: 3, y: 4 }],
      frames: [
        {
          moves: [{ id: 'm', x: 1, y: 2, anchors: [{ x: 5, y: 6 }] }],
          fieldComments: [{ id: 'c', x: 7, y: 8 }],
        },
      ],
    };
    expect(toV7(before)).toEqual({
      version: 7,
      initial: [{ id: 'a', origin: { x: 1, y: 2 } }],
      fieldPieces: [{ id: 'g', origin: { x: 3, y: 4 } }],
      frames: [
        {
          moves: [{ id: 'm', origin: { x: 1, y: 2 }, anchors: [{ x: 5, y: 6 }] }],
          fieldComments: [{ id: 'c', origin: { x: 7, y: 8 } }],
        },
      ],
    });
  });

  it('v8 sizes field comments 150 x 50, keeping sizes already there', () => {
    const before = {
      version: 7,
      frames: [{ fieldComments: [{ id: 'c' }, { id: 'd', width: 80, height: 20 }] }],
    };
    expect(toV8(before)).toEqual({
      version: 8,
      frames: [
        {
          fieldComments: [
            { id: 'c', width: 150, height: 50 },
            { id: 'd', width: 80, height: 20 },
          ],
        },
      ],
    });
  });

  it('v9 re-centres half-field coordinates and leaves full fields alone', () => {
    const before = {
      version: 8,
      sport: 'BASKETBALL_HS',
      fieldType: 'HALF_FIELD',
      initial: [{ id: 'a', origin: { x: 0, y: 0 } }],
      fieldPieces: [{ id: 'g', origin: { x: 0, y: 16.25 } }],
      frames: [
        {
          moves: [{ id: 'm', origin: { x: 0, y: 0 }, anchors: [{ x: -25, y: -21 }] }],
          fieldComments: [{ id: 'c', origin: { x: 1, y: 1 } }],
        },
      ],
    };
    expect(toV9(before)).toEqual({
      ...before,
      version: 9,
      initial: [{ id: 'a', origin: { x: 25, y: 21 } }],
      fieldPieces: [{ id: 'g', origin: { x: 25, y: 37.25 } }],
      frames: [
        {
          moves: [{ id: 'm', origin: { x: 25, y: 21 }, anchors: [{ x: 0, y: 0 }] }],
          fieldComments: [{ id: 'c', origin: { x: 26, y: 22 } }],
        },
      ],
    });
    const full = { ...before, fieldType: 'FULL_FIELD' };
    expect(toV9(full)).toEqual({ ...full, version: 9 });
  });

  it('v10 converts pass ratios into distances along the passer and receiver paths', () => {
    const before = {
      version: 9,
      initial: [
        { id: 'a', origin: { x: 0, y: 0 } },
        { id: 'b', origin: { x: 10, y: 0 } },
      ],
      balls: [{ id: 'ball-0', carrier: 'a' }],
      frames: [
        {
          moves: [
            { id: 'ma', source: 'a', origin: { x: 0, y: 0 }, anchors: [{ x: 0, y: 20 }] },
            { id: 'mb', source: 'b', origin: { x: 10, y: 0 }, anchors: [{ x: 10, y: 8 }] },
          ],
          passes: [{ id: 'p', ball: 'ball-0', target: 'b', start: 0.25, end: 1 }],
        },
        { moves: [], passes: [{ id: 'q', ball: 'ball-0', target: 'a', start: 1, end: 1 }] },
      ],
    };
    const after = toV10(before);
    expect(after['version']).toBe(10);
    expect(after['frames']).toEqual([
      {
        ...before.frames[0],
        passes: [{ id: 'p', ball: 'ball-0', target: 'b', start: 5, end: 8, origin: { x: 0, y: 5 } }],
      },
      {
        moves: [],
        passes: [{ id: 'q', ball: 'ball-0', target: 'a', start: 0, end: 0, origin: { x: 10, y: 8 } }],
      },
    ]);
  });
});

describe('loading a stored play', () => {
  it('migrates the designed v1 play all the way to version 10', () => {
    const loaded = loadPlay(v1BasketballPlay());
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    const { play } = loaded;
    expect(loaded.fromVersion).toBe(1);
    expect(play.version).toBe(10);
    expect(play.initial).toEqual([
      { id: 'p1', type: 'BLUEPLAYER', origin: { x: 25, y: 10 }, role: 'PG' },
      { id: 'p2', type: 'BLUEPLAYER', origin: { x: 10, y: 20 } },
      { id: 'x1', type: 'ORANGEPLAYER', origin: { x: 25, y: 14 } },
    ]);
    expect(play.fieldPieces).toEqual([
      {
        id: 'goal-1',
        type: 'GOAL',
        origin: { x: 25, y: 37.25 },
        rotation: 0,
        width: 6,
        height: 4,
        goalieType: 'ORANGEPLAYER',
        goalieVisible: false,
      },
    ]);
    expect(play.balls).toEqual([{ id: 'ball-0', carrier: 'p1' }]);
    const [first, second] = play.frames;
    expect(first!.moves).toEqual([
      {
        id: 'm1',
        type: 'MOVE',
        source: 'p2',
        origin: { x: 10, y: 20 },
        anchors: [{ x: 10, y: 30 }],
        curved: false,
      },
    ]);
    expect(first!.passes).toEqual([
      {
        id: 'pass-1-1',
        type: 'PASS',
        ball: 'ball-0',
        target: 'p2',
        start: 0,
        end: 10,
        origin: { x: 25, y: 10 },
      },
    ]);
    expect(first!.options).toEqual([{ id: 'option-1-1', source: 'p1', target: 'p2' }]);
    expect(first!.assignments).toEqual([{ id: 'as1', source: 'x1', target: 'p1' }]);
    expect(first!.fieldComments).toEqual([
      { id: 'c1', text: 'Go', origin: { x: 5, y: 5 }, width: 150, height: 50 },
    ]);
    expect(second!.shots).toEqual([{ id: 'shot-2-1', ball: 'ball-0', target: 'goal-1' }]);
    expect(play.createdDate).toEqual(new Date(1600000000500));
    expect(play.lastModified).toEqual(new Date('2020-09-13T12:26:40.000Z'));
  });

  it('gives the same result when migrated in one chain or step by step', () => {
    const stepwise = [toV2, toV3, toV4, toV5, toV6, toV7, toV8, toV9, toV10].reduce(
      (doc, step) => step(doc),
      v1BasketballPlay(),
    );
    expect(migratePlay(v1BasketballPlay())).toEqual(stepwise);
  });

  it('resumes from a stored intermediate version', () => {
    const atV6 = [toV2, toV3, toV4, toV5, toV6].reduce((doc, step) => step(doc), v1BasketballPlay());
    const loaded = loadPlay(atV6);
    expect(loaded.ok && loaded.fromVersion).toBe(6);
    expect(loaded.ok && loaded.play).toEqual((loadPlay(v1BasketballPlay()) as { play: unknown }).play);
  });

  it('drops unknown item types, and whatever pointed at them', () => {
    const stored = v1BasketballPlay();
    (stored['initial'] as unknown[]).push({ id: 'ref', type: 'REFEREE', x: 0, y: 0 });
    (stored['frames'] as { moves: unknown[]; assignments: unknown[] }[])[0]!.moves.push(
      { id: 'm2', type: 'TELEPORT', source: 'p1', x: 0, y: -11, anchors: [] },
      { id: 'm3', type: 'MOVE', source: 'ref', x: 0, y: 0, anchors: [{ x: 1, y: 1 }] },
    );
    (stored['frames'] as { assignments: unknown[] }[])[0]!.assignments.push({
      id: 'as2',
      source: 'x1',
      target: 'ref',
    });
    const loaded = loadPlay(stored);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    expect(loaded.dropped).toEqual(['initial[3]: REFEREE', 'frames[0].moves[1]: TELEPORT']);
    expect(loaded.play.initial.map((p) => p.id)).toEqual(['p1', 'p2', 'x1']);
    expect(loaded.play.frames[0]!.moves.map((m) => m.id)).toEqual(['m1']);
    expect(loaded.play.frames[0]!.assignments.map((a) => a.id)).toEqual(['as1']);
  });

  it('refuses documents from a newer app and non-objects', () => {
    expect(loadPlay({ ...v1BasketballPlay(), version: 11 })).toEqual({
      ok: false,
      issues: [expect.objectContaining({ code: 'G001', path: 'version' })],
    });
    expect(loadPlay(null).ok).toBe(false);
  });
});

import { AppError } from '../../errors/app-error';
import { passingPlay } from '../testing/play-factory';
import { addPass, addShot } from './ball-items.edits';
import { addComment, updateComment } from './comments.edits';
import { addAssignment, addOption } from './links.edits';
import { addBendPoint, addMove, moveAnchor } from './moves.edits';
import { removeFrameItem } from './remove-item.edits';

describe('frame item edits', () => {
  it('adds a move from where the player stands, anchors clamped to field and sidelines', () => {
    const play = addMove(passingPlay(), 0, {
      source: 'a1',
      anchors: [
        { x: 25, y: 20 },
        { x: 70, y: 20 },
      ],
      type: 'DRIBBLE',
    });
    expect(play.frames[0]!.moves).toEqual([
      {
        id: 'move-1',
        type: 'DRIBBLE',
        source: 'a1',
        origin: { x: 25, y: 10 },
        anchors: [
          { x: 25, y: 20 },
          { x: 54, y: 20 },
        ],
        curved: false,
        lengthRatio: 1,
      },
    ]);
  });

  it('gives each move its length relative to the longest one, and one move per player per frame', () => {
    let play = addMove(passingPlay(), 0, { source: 'a1', anchors: [{ x: 25, y: 30 }] });
    play = addMove(play, 0, { source: 'a2', anchors: [{ x: 10, y: 25 }] });
    expect(play.frames[0]!.moves.map((m) => m.lengthRatio)).toEqual([1, 0.25]);
    play = addMove(play, 0, { source: 'a1', anchors: [{ x: 25, y: 15 }] });
    expect(play.frames[0]!.moves.map((m) => [m.source, m.lengthRatio])).toEqual([
      ['a2', 1],
      ['a1', 1],
    ]);
  });

  it('makes a zone area that follows the last anchor, and adds bend points', () => {
    let play = addMove(passingPlay(), 0, { source: 'd1', type: 'ZONE', anchors: [{ x: 20, y: 20 }] });
    expect(play.fieldPieces.at(-1)).toEqual(
      expect.objectContaining({ type: 'ELLIPSE', moveId: 'move-1', frameIdx: 0, origin: { x: 20, y: 20 } }),
    );
    play = moveAnchor(play, 0, 'move-1', 0, { x: 30, y: 30 });
    expect(play.fieldPieces.at(-1)!.origin).toEqual({ x: 30, y: 30 });
    play = addBendPoint(play, 0, 'move-1', 0, { x: 28, y: 20 });
    expect(play.frames[0]!.moves[0]!.anchors).toEqual([
      { x: 28, y: 20 },
      { x: 30, y: 30 },
    ]);
    play = removeFrameItem(play, 0, 'moves', 'move-1');
    expect(play.fieldPieces.some((p) => p.moveId === 'move-1')).toBe(false);
  });

  it('adds passes with distance-based start and end, released on the passer path', () => {
    let play = addMove(passingPlay(), 0, { source: 'a1', anchors: [{ x: 25, y: 20 }] });
    play = addMove(play, 0, { source: 'a2', anchors: [{ x: 10, y: 25 }] });
    play = addPass(play, 0, { ball: 'ball-1', target: 'a2', start: 4 });
    expect(play.frames[0]!.passes).toEqual([
      {
        id: 'pass-1',
        type: 'PASS',
        ball: 'ball-1',
        target: 'a2',
        start: 4,
        end: 5,
        origin: { x: 25, y: 14 },
      },
    ]);
    play = addPass(play, 0, { ball: 'ball-1', target: 'd1', start: 50 });
    expect(play.frames[0]!.passes[1]).toEqual(
      expect.objectContaining({ start: 5, origin: { x: 10, y: 25 } }),
    );
  });

  it('shoots at the nearest goal unless told', () => {
    expect(addShot(passingPlay(), 0, { ball: 'ball-1' }).frames[0]!.shots).toEqual([
      { id: 'shot-1', ball: 'ball-1', target: 'goal-1' },
    ]);
    expect(() => addShot(passingPlay(), 0, { ball: 'ball-1', target: 'a2' })).toThrow(AppError);
  });

  it('toggles identical options and keeps one assignment per defender', () => {
    let play = addOption(passingPlay(), 0, { source: 'a1', target: 'a2' });
    expect(play.frames[0]!.options).toEqual([{ id: 'option-1', source: 'a1', target: 'a2' }]);
    expect(addOption(play, 0, { source: 'a1', target: 'a2' }).frames[0]!.options).toEqual([]);
    play = addAssignment(play, 0, { source: 'd1', target: 'a1' });
    play = addAssignment(play, 0, { source: 'd1', target: 'a2' });
    expect(play.frames[0]!.assignments).toEqual([{ id: 'assign-2', source: 'd1', target: 'a2' }]);
  });

  it('adds 150 x 50 comments and refuses unknown comment ids with P003', () => {
    const play = addComment(passingPlay(), 0, { text: 'Screen here', origin: { x: 60, y: 5 } });
    expect(play.frames[0]!.fieldComments).toEqual([
      { id: 'comment-1', text: 'Screen here', origin: { x: 50, y: 5 }, width: 150, height: 50 },
    ]);
    expect(updateComment(play, 0, 'comment-1', { text: 'Pick' }).frames[0]!.fieldComments[0]!.text).toBe(
      'Pick',
    );
    expect(() => updateComment(play, 0, 'nope', { text: 'x' })).toThrow(
      expect.objectContaining({ code: 'P003' }),
    );
    expect(() => removeFrameItem(play, 0, 'fieldComments', 'nope')).toThrow(
      expect.objectContaining({ code: 'P003' }),
    );
  });
});

import { findFormation } from '../../formations';
import { newTestPlay, passingPlay } from '../testing/play-factory';
import { addMove } from './moves.edits';
import { addPiece } from './pieces.edits';
import { addPlayer } from './players.edits';
import { applyFormation } from './formation.edits';
import { changeFieldType, clearField } from './field.edits';
import { addFrame, clampFrameIndex, removeFrame } from './frames.edits';

describe('frame edits', () => {
  it('inserts a frame after an index or at the end, keeping drawn pieces with their frames', () => {
    let play = addMove(passingPlay(2), 1, { source: 'a1', anchors: [{ x: 1, y: 1 }] });
    play = addPiece(play, { type: 'ELLIPSE', origin: { x: 5, y: 5 }, frameIdx: 1 });
    const inserted = addFrame(play, 0);
    expect(inserted.frames).toHaveLength(3);
    expect(inserted.frames[1]!.moves).toEqual([]);
    expect(inserted.frames[2]!.moves).toHaveLength(1);
    expect(inserted.fieldPieces.at(-1)!.frameIdx).toBe(2);
    expect(addFrame(play).frames[2]!.moves).toEqual([]);
  });

  it('removes a frame with what was drawn in it; a play keeps one frame', () => {
    let play = addPiece(passingPlay(3), { type: 'ELLIPSE', origin: { x: 5, y: 5 }, frameIdx: 1 });
    play = addPiece(play, { type: 'RECTANGLE', origin: { x: 5, y: 5 }, frameIdx: 2 });
    play = addMove(play, 2, { source: 'a1', anchors: [{ x: 1, y: 1 }] });
    const removed = removeFrame(play, 1);
    expect(removed.frames).toHaveLength(2);
    expect(removed.frames[1]!.moves).toHaveLength(1);
    expect(
      removed.fieldPieces.filter((p) => p.frameIdx !== undefined).map((p) => [p.type, p.frameIdx]),
    ).toEqual([['RECTANGLE', 1]]);
    expect(removeFrame(removeFrame(removed, 0), 0).frames).toHaveLength(1);
  });

  it('clamps the selected frame to the play', () => {
    const play = passingPlay(3);
    expect([clampFrameIndex(play, 7), clampFrameIndex(play, -2), clampFrameIndex(play, 1)]).toEqual([
      2, 0, 1,
    ]);
  });
});

describe('formations and field edits', () => {
  it('applies a formation: tags, players, pieces and balls set, frames reset', () => {
    let play = addMove(passingPlay(2), 1, { source: 'a1', anchors: [{ x: 1, y: 1 }] });
    play = applyFormation(play, findFormation('BASKETBALL_HS', '_3out2in')!);
    expect(play.tags).toEqual(['Offense']);
    expect(play.formationId).toBe('_3out2in');
    expect(play.initial.map((p) => p.origin)).toEqual([
      { x: 25, y: 7.25 },
      { x: 10, y: 19.75 },
      { x: 25, y: 19.75 },
      { x: 40, y: 19.75 },
      { x: 25, y: 32.25 },
    ]);
    expect(play.balls).toEqual([]);
    expect(play.fieldPieces.map((p) => p.id)).toEqual(['goal-1']);
    expect(play.frames).toHaveLength(1);
    expect(play.frames[0]!.moves).toEqual([]);
  });

  it('clears the field back to the default goals with fresh frames', () => {
    let play = newTestPlay('LACROSSE_MENS', 'FULL_FIELD');
    play = addPlayer(play, { type: 'BLUEPLAYER', origin: { x: 3, y: 3 } });
    play = addPiece(play, { type: 'RECTANGLE', origin: { x: 5, y: 5 } });
    const cleared = clearField(play);
    expect(cleared.initial.map((p) => p.id)).toEqual(['goalie-1', 'goalie-2']);
    expect(cleared.fieldPieces.map((p) => p.id)).toEqual(['goal-1', 'goal-2']);
    expect(clearField(newTestPlay('FOOTBALL_HS', 'FULL_FIELD')).frames).toHaveLength(3);
  });

  it('changes the field type: pieces and goalies reset, players clamped, custom size stored', () => {
    let play = newTestPlay('LACROSSE_MENS', 'FULL_FIELD');
    play = addPlayer(play, { id: 'deep', type: 'BLUEPLAYER', origin: { x: 30, y: 100 } });
    play = addPiece(play, { id: 'ol', type: 'OLINE', origin: { x: 30, y: 20 } });
    const half = changeFieldType(play, 'HALF_FIELD');
    expect(half.fieldPieces.map((p) => [p.id, p.origin])).toEqual([['goal-1', { x: 30, y: 40 }]]);
    expect(half.initial.map((p) => p.id)).toEqual(['goalie-1', 'deep']);
    expect(half.initial[1]!.origin).toEqual({ x: 30, y: 55 });
    const custom = changeFieldType(play, 'CUSTOM', { width: 40, height: 30 });
    expect(custom.fieldConfig).toEqual({
      width: 40,
      height: 30,
      sideline: { top: 0, left: 0, bottom: 0, right: 0 },
    });
    expect(custom.fieldPieces).toEqual([]);
    expect(() => changeFieldType(play, 'CUSTOM', { width: 0, height: 30 })).toThrow(
      expect.objectContaining({ code: 'P005' }),
    );
    expect(changeFieldType(custom, 'FULL_FIELD').fieldConfig).toBeUndefined();
  });
});

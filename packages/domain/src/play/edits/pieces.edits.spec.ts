import { passingPlay } from '../testing/play-factory';
import { addPass } from './ball-items.edits';
import { addMove } from './moves.edits';
import {
  addPiece,
  movePiece,
  normaliseRotation,
  removePiece,
  rotatePiece,
  rotationTowards,
  setGoalie,
  setLinePlayerCount,
} from './pieces.edits';
import { TestEditor } from '../testing/test-editor';

describe('field piece edits', () => {
  it('adds shapes at 10 x 5 and clamps their origin inside the field', () => {
    const play = addPiece(passingPlay(), { type: 'RECTANGLE', origin: { x: 80, y: 10 } });
    expect(play.fieldPieces.at(-1)).toEqual(
      expect.objectContaining({
        id: 'rectangle-1',
        width: 10,
        height: 5,
        origin: { x: 50, y: 10 },
        onAllFrames: true,
      }),
    );
    const ellipse = addPiece(play, { type: 'ELLIPSE', origin: { x: 5, y: 5 }, frameIdx: 0 });
    expect(ellipse.fieldPieces.at(-1)).toEqual(
      expect.objectContaining({ width: 10, height: 5, frameIdx: 0 }),
    );
  });

  it('clamps line player counts to 2..8 (default 3) and creates the players', () => {
    const play = addPiece(passingPlay(), { id: 'ol', type: 'OLINE', origin: { x: 25, y: 20 } });
    expect(play.fieldPieces.at(-1)!.playerCount).toBe(3);
    expect(play.initial.filter((p) => p.pieceId === 'ol').map((p) => p.type)).toEqual([
      'BLUEPLAYER',
      'BLUEPLAYER',
      'BLUEPLAYER',
    ]);
    const big = addPiece(passingPlay(), {
      id: 'dl',
      type: 'DLINE',
      origin: { x: 25, y: 20 },
      playerCount: 12,
    });
    expect(big.initial.filter((p) => p.pieceId === 'dl')).toHaveLength(8);
    expect(setLinePlayerCount(big, 'dl', 1).initial.filter((p) => p.pieceId === 'dl')).toHaveLength(2);
    const grown = setLinePlayerCount(play, 'ol', 5);
    expect(grown.initial.filter((p) => p.pieceId === 'ol').map((p) => p.linePosition)).toEqual([
      0, 1, 2, 3, 4,
    ]);
  });

  it('removing a line removes its players, their balls and references', () => {
    let play = addPiece(passingPlay(), { id: 'ol', type: 'OLINE', origin: { x: 25, y: 20 }, playerCount: 2 });
    play = { ...play, balls: [...play.balls, { id: 'ball-2', carrier: 'player-1' }] };
    play = addPass(play, 0, { ball: 'ball-1', target: 'player-2' });
    play = addMove(play, 0, { source: 'a2', anchors: [{ x: 20, y: 20 }], targetLine: 'ol' });
    const removed = removePiece(play, 'ol');
    expect(removed.initial.map((p) => p.id)).toEqual(['a1', 'a2', 'd1']);
    expect(removed.balls.map((b) => b.id)).toEqual(['ball-1']);
    expect(removed.frames[0]!.passes).toEqual([]);
    expect(removed.frames[0]!.moves[0]!.targetLine).toBeUndefined();
  });

  it('removing a goal removes its goalie and the shots at it', () => {
    let play = addPiece(passingPlay(), {
      id: 'g',
      type: 'GOAL',
      origin: { x: 25, y: 5 },
      goalieVisible: true,
    });
    expect(play.initial.at(-1)).toEqual(expect.objectContaining({ type: 'GOALIE', pieceId: 'g' }));
    play = removePiece(play, 'g');
    expect(play.initial.some((p) => p.type === 'GOALIE')).toBe(false);
    expect(play.fieldPieces.some((p) => p.id === 'g')).toBe(false);
  });

  it('moves a line with its players, and toggles goalies', () => {
    let play = addPiece(passingPlay(), {
      id: 'ol',
      type: 'OLINE',
      origin: { x: 25, y: 20 },
      playerCount: 2,
      width: 4,
    });
    play = movePiece(play, 'ol', { x: 10, y: 10 });
    expect(play.initial.filter((p) => p.pieceId === 'ol').map((p) => p.origin)).toEqual([
      { x: 8, y: 10 },
      { x: 12, y: 10 },
    ]);
    const withGoalie = setGoalie(play, 'goal-1', { goalieVisible: true });
    expect(withGoalie.initial.at(-1)).toEqual(expect.objectContaining({ type: 'GOALIE', pieceId: 'goal-1' }));
    expect(
      setGoalie(withGoalie, 'goal-1', { goalieVisible: false }).initial.some((p) => p.type === 'GOALIE'),
    ).toBe(false);
  });

  describe('rotation', () => {
    const line = () =>
      addPiece(passingPlay(), {
        id: 'ol',
        type: 'OLINE',
        origin: { x: 25, y: 20 },
        playerCount: 3,
        width: 6,
      });
    const round = (p: { x: number; y: number }) => ({ x: +p.x.toFixed(6), y: +p.y.toFixed(6) });

    it('points the top of a piece at the pointer, snapped to 15 degree steps', () => {
      const piece = { origin: { x: 10, y: 10 }, rotation: 0 };
      expect(rotationTowards(piece, { x: 10, y: 0 })).toBe(0);
      expect(rotationTowards(piece, { x: 20, y: 10 })).toBe(90);
      expect(rotationTowards(piece, { x: 10, y: 20 })).toBe(180);
      expect(rotationTowards(piece, { x: 0, y: 10 })).toBe(270);
      // 40 degrees clockwise from up snaps to 45; 7 degrees left of up snaps back to 0 (not 360).
      const at = (deg: number) => ({
        x: 10 + Math.sin((deg * Math.PI) / 180) * 5,
        y: 10 - Math.cos((deg * Math.PI) / 180) * 5,
      });
      expect(rotationTowards(piece, at(40))).toBe(45);
      expect(rotationTowards(piece, at(-7))).toBe(0);
      expect(rotationTowards({ ...piece, rotation: 30 }, piece.origin)).toBe(30);
      expect([normaliseRotation(-90), normaliseRotation(720), normaliseRotation(-0)]).toEqual([270, 0, 0]);
    });

    it('turns a line with its players on their slots', () => {
      const play = rotatePiece(line(), 'ol', 90);
      expect(play.fieldPieces.find((p) => p.id === 'ol')!.rotation).toBe(90);
      expect(play.initial.filter((p) => p.pieceId === 'ol').map((p) => round(p.origin))).toEqual([
        { x: 25, y: 17 },
        { x: 25, y: 20 },
        { x: 25, y: 23 },
      ]);
    });

    it('stores angles from 0 to 359 and turns shapes and goals in place', () => {
      let play = addPiece(passingPlay(), { id: 'r', type: 'RECTANGLE', origin: { x: 20, y: 20 } });
      play = rotatePiece(play, 'r', -45);
      expect(play.fieldPieces.find((p) => p.id === 'r')).toEqual(
        expect.objectContaining({ rotation: 315, origin: { x: 20, y: 20 }, width: 10, height: 5 }),
      );
      const goal = rotatePiece(play, 'goal-1', 180);
      expect(goal.fieldPieces.find((p) => p.id === 'goal-1')!.rotation).toBe(180);
      expect(rotatePiece(play, 'r', 315)).toBe(play);
      expect(rotatePiece(play, 'r', Number.NaN)).toBe(play);
    });

    it('is one undo step for a whole rotation drag', () => {
      const editor = new TestEditor(line());
      editor.drag(
        'rotate piece',
        [15, 30, 45, 60].map((deg) => (play) => rotatePiece(play, 'ol', deg)),
      );
      expect(editor.play.fieldPieces.find((p) => p.id === 'ol')!.rotation).toBe(60);
      editor.undo();
      expect(editor.play.fieldPieces.find((p) => p.id === 'ol')!.rotation).toBe(0);
      expect(editor.play.initial.filter((p) => p.pieceId === 'ol').map((p) => round(p.origin))).toEqual([
        { x: 22, y: 20 },
        { x: 25, y: 20 },
        { x: 28, y: 20 },
      ]);
    });
  });
});

import { FrameNotANumberError } from '../../errors/frame-errors';
import { addPass, addShot } from '../edits/ball-items.edits';
import { addFrame } from '../edits/frames.edits';
import { addMove } from '../edits/moves.edits';
import { addPiece } from '../edits/pieces.edits';
import { addPlayer } from '../edits/players.edits';
import { setPlayerLook, setSlide } from '../edits/players.edits';
import { Pass } from '../model/play.types';
import { newTestPlay, passingPlay } from '../testing/play-factory';
import { playerIn } from './frame-state';
import { assertFramesAreNumbers, frameNotANumber } from './frame-validation';
import { frameStates, renderNextFrame, stateAtFrame } from './render-next-frame';

describe('rendering a next frame', () => {
  it('applies moves: each player ends on its last anchor and the carried ball goes with it', () => {
    const play = addMove(passingPlay(), 0, {
      source: 'a1',
      anchors: [
        { x: 30, y: 12 },
        { x: 35, y: 20 },
      ],
    });
    const next = stateAtFrame(play, 1);
    expect(playerIn(next, 'a1')!.origin).toEqual({ x: 35, y: 20 });
    expect(playerIn(next, 'a2')!.origin).toEqual({ x: 10, y: 20 });
    expect(next.balls).toEqual([{ id: 'ball-1', carrier: 'a1', origin: { x: 35, y: 20 } }]);
  });

  it('applies passes: the ball goes to the target, in order', () => {
    let play = addPass(passingPlay(), 0, { ball: 'ball-1', target: 'a2' });
    expect(stateAtFrame(play, 1).balls[0]).toEqual({ id: 'ball-1', carrier: 'a2', origin: { x: 10, y: 20 } });
    play = addPass(play, 0, { ball: 'ball-1', target: 'd1' });
    expect(stateAtFrame(play, 1).balls[0]!.carrier).toBe('d1');
  });

  it('applies shots: the goalie moves to its goal and takes the ball', () => {
    let play = newTestPlay('LACROSSE_MENS', 'HALF_FIELD');
    play = addPlayer(play, { id: 'a1', type: 'BLUEPLAYER', origin: { x: 30, y: 25 } });
    play = { ...play, balls: [{ id: 'ball-1', carrier: 'a1' }] };
    play = {
      ...play,
      initial: play.initial.map((p) => (p.type === 'GOALIE' ? { ...p, origin: { x: 33, y: 38 } } : p)),
    };
    play = addShot(play, 0, { ball: 'ball-1' });
    expect(play.frames[0]!.shots[0]!.target).toBe('goal-1');
    const next = stateAtFrame(play, 1);
    expect(playerIn(next, 'goalie-1')!.origin).toEqual({ x: 30, y: 40 });
    expect(next.balls[0]).toEqual({ id: 'ball-1', carrier: 'goalie-1', origin: { x: 30, y: 40 } });
  });

  it('leaves the ball loose at the goal when the goal has no goalie (basketball)', () => {
    let play = passingPlay();
    play = addShot(play, 0, { ball: 'ball-1' });
    expect(stateAtFrame(play, 1).balls[0]).toEqual({
      id: 'ball-1',
      carrier: null,
      origin: { x: 25, y: 37.25 },
    });
  });

  it('attaches a player whose move has a target line to that line and re-spaces the line', () => {
    let play = passingPlay();
    play = addPiece(play, { id: 'line', type: 'OLINE', origin: { x: 25, y: 30 }, playerCount: 2, width: 6 });
    expect(play.initial.filter((p) => p.pieceId === 'line').map((p) => p.origin)).toEqual([
      { x: 22, y: 30 },
      { x: 28, y: 30 },
    ]);
    play = addMove(play, 0, { source: 'a2', anchors: [{ x: 30, y: 30 }], targetLine: 'line' });
    const next = stateAtFrame(play, 1);
    const onLine = next.players
      .filter((p) => p.pieceId === 'line')
      .sort((a, b) => a.linePosition! - b.linePosition!);
    expect(onLine.map((p) => [p.id, p.origin])).toEqual([
      ['player-1', { x: 22, y: 30 }],
      ['player-2', { x: 25, y: 30 }],
      ['a2', { x: 28, y: 30 }],
    ]);
  });

  it('takes a line player off its line when it moves elsewhere, closing the gap', () => {
    let play = addPiece(passingPlay(), {
      id: 'line',
      type: 'DLINE',
      origin: { x: 25, y: 30 },
      playerCount: 3,
      width: 6,
    });
    play = addMove(play, 0, { source: 'player-1', anchors: [{ x: 5, y: 5 }] });
    const next = stateAtFrame(play, 1);
    expect(playerIn(next, 'player-1')).toEqual(expect.objectContaining({ origin: { x: 5, y: 5 } }));
    expect(playerIn(next, 'player-1')!.pieceId).toBeUndefined();
    expect([playerIn(next, 'player-2')!.origin, playerIn(next, 'player-3')!.origin]).toEqual([
      { x: 22, y: 30 },
      { x: 28, y: 30 },
    ]);
  });

  it('carries slides and look changes into the next frames', () => {
    let play = passingPlay(2);
    play = setSlide(play, 0, 'd1', 'HOT');
    play = setPlayerLook(play, 1, 'a1', { color: '#ff0000', shape: 'STAR' });
    const states = frameStates(play);
    expect(states).toHaveLength(3);
    expect(playerIn(states[1]!, 'd1')!.frameRole).toBe('HOT');
    expect(playerIn(states[1]!, 'a1')!.color).toBeUndefined();
    expect(playerIn(states[2]!, 'a1')).toEqual(expect.objectContaining({ color: '#ff0000', shape: 'STAR' }));
  });

  it('fails with the not-a-number error carrying the frame index', () => {
    const play = addMove(passingPlay(2), 1, { source: 'a1', anchors: [{ x: 1, y: 1 }] });
    const broken = {
      ...play,
      frames: play.frames.map((f, i) =>
        i === 1 ? { ...f, moves: f.moves.map((m) => ({ ...m, anchors: [{ x: Number.NaN, y: 1 }] })) } : f,
      ),
    };
    expect(frameNotANumber(broken, 0)).toBeNull();
    const error = frameNotANumber(broken, 1)!;
    expect(error).toBeInstanceOf(FrameNotANumberError);
    expect([error.frameIndex, error.path, error.code]).toEqual([1, 'moves[0].anchors[0].x', 'P004']);
    expect(() => renderNextFrame(broken, stateAtFrame(broken, 1), 1)).toThrow(FrameNotANumberError);
    expect(() => assertFramesAreNumbers(broken)).toThrow('Frame 2');
    const badComment = {
      ...play,
      frames: [
        {
          ...play.frames[0]!,
          fieldComments: [{ id: 'c', text: '', origin: { x: 1, y: 1 }, width: Number.NaN, height: 5 }],
        },
      ],
    };
    expect(frameNotANumber(badComment, 0)!.path).toBe('fieldComments[0].width');
  });

  it('checks passes, pieces drawn in the frame and loose balls too, each with its frame index', () => {
    const play = addPass(addFrame(passingPlay()), 1, { ball: 'ball-1', target: 'a2' });
    const withPass = (pass: Partial<Pass>) => ({
      ...play,
      frames: play.frames.map((f, i) => (i === 1 ? { ...f, passes: [{ ...f.passes[0]!, ...pass }] } : f)),
    });
    expect(frameNotANumber(play, 1)).toBeNull();
    expect(frameNotANumber(withPass({ end: Number.NaN }), 1)).toMatchObject({
      frameIndex: 1,
      path: 'passes[0].end',
    });
    expect(frameNotANumber(withPass({ origin: { x: 1, y: Number.NaN } }), 1)!.path).toBe(
      'passes[0].origin.y',
    );

    const drawn = addPiece(play, { id: 'r', type: 'RECTANGLE', origin: { x: 5, y: 5 }, frameIdx: 1 });
    const badPiece = {
      ...drawn,
      fieldPieces: drawn.fieldPieces.map((p) => (p.id === 'r' ? { ...p, height: Number.NaN } : p)),
    };
    // Only the frame the piece is drawn in fails.
    expect(frameNotANumber(badPiece, 0)).toBeNull();
    expect(frameNotANumber(badPiece, 1)).toMatchObject({ frameIndex: 1, path: 'fieldPieces[1].height' });

    const looseBall = { ...play, balls: [{ id: 'ball-1', carrier: null, origin: { x: Number.NaN, y: 3 } }] };
    expect(frameNotANumber(looseBall, 0)).toMatchObject({ frameIndex: 0, path: 'balls[0].origin.x' });
    expect(() => renderNextFrame(looseBall, stateAtFrame(play, 0), 0)).toThrow(FrameNotANumberError);
  });
});

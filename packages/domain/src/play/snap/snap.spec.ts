import { addMove } from '../edits/moves.edits';
import { addPiece } from '../edits/pieces.edits';
import { addPlayer } from '../edits/players.edits';
import { stateAtFrame } from '../frames/render-next-frame';
import { fieldOf } from '../model/play-field';
import { newTestPlay, passingPlay } from '../testing/play-factory';
import { alignmentSnap } from './alignment';
import { defaultFootballMove, dragFootballCentre, footballFrameFor } from './football';
import { snapAssignment, snapBallDrop, slideAlongMove, snapOption, snapShotEnd } from './item-snap';
import { penSnap, snapMoveEndToLine } from './line-snap';
import { plainMoveType } from './move-type';
import { autoscrollDirection, exceedsDragTolerance, ignoresPenDrag, nudge, nudgeCount } from './pointer';

describe('dragging players', () => {
  it('snaps to other players alignment lines within 10 units, per axis, not for keyboard drags', () => {
    const others = [
      { x: 10, y: 40 },
      { x: 30, y: 5 },
    ];
    expect(alignmentSnap({ x: 19, y: 30 }, others)).toEqual({
      point: { x: 10, y: 40 },
      guides: { x: 10, y: 40 },
    });
    expect(alignmentSnap({ x: 45, y: 22.5 }, others)).toEqual({ point: { x: 45, y: 22.5 }, guides: {} });
    expect(alignmentSnap({ x: 40.5, y: 22.5 }, others).point).toEqual({ x: 40.5, y: 22.5 });
    expect(alignmentSnap({ x: 40, y: 22.5 }, others).point).toEqual({ x: 30, y: 22.5 });
    expect(alignmentSnap({ x: 21, y: 6 }, others)).toEqual({
      point: { x: 30, y: 5 },
      guides: { x: 30, y: 5 },
    });
    expect(alignmentSnap({ x: 19, y: 30 }, others, { keyboard: true }).point).toEqual({ x: 19, y: 30 });
  });

  it('starts a drag after 3 px, nudges 2 units every 100 ms and autoscrolls within 30 px of the edge', () => {
    expect(exceedsDragTolerance({ x: 0, y: 0 }, { x: 3, y: 0 })).toBe(false);
    expect(exceedsDragTolerance({ x: 0, y: 0 }, { x: 3, y: 1 })).toBe(true);
    const field = fieldOf(passingPlay());
    expect(nudge({ x: 10, y: 10 }, 'ArrowLeft', field)).toEqual({ x: 8, y: 10 });
    expect(nudge({ x: 10, y: 1 }, 'ArrowUp', field)).toEqual({ x: 10, y: 0 });
    expect(nudge({ x: 10, y: 10 }, 'ArrowDown', field, nudgeCount(250))).toEqual({ x: 10, y: 16 });
    expect([nudgeCount(0), nudgeCount(99), nudgeCount(100)]).toEqual([1, 1, 2]);
    expect(autoscrollDirection({ x: 29, y: 500 }, { width: 800, height: 600 })).toEqual({ x: -1, y: 0 });
    expect(autoscrollDirection({ x: 400, y: 571 }, { width: 800, height: 600 })).toEqual({ x: 0, y: 1 });
    expect(ignoresPenDrag('pen', true)).toBe(true);
    expect(ignoresPenDrag('pen', false) || ignoresPenDrag('mouse', true)).toBe(false);
  });
});

describe('snapping lines and items', () => {
  it('attaches a move end to a line within 30 px at the current scale', () => {
    const play = addPiece(passingPlay(), { id: 'ol', type: 'OLINE', origin: { x: 25, y: 30 }, width: 6 });
    const pieces = play.fieldPieces;
    expect(snapMoveEndToLine({ x: 27, y: 32.5 }, pieces, 10)).toBe('ol');
    expect(snapMoveEndToLine({ x: 27, y: 33.5 }, pieces, 10)).toBeNull();
    expect(snapMoveEndToLine({ x: 27, y: 33.5 }, pieces, 5)).toBe('ol');
  });

  it('snaps pen strokes to the nearest target within 30 px', () => {
    const targets = [
      { id: 'a', origin: { x: 0, y: 0 } },
      { id: 'b', origin: { x: 4, y: 0 } },
    ];
    expect(penSnap({ x: 2.5, y: 0 }, targets, 10)?.id).toBe('b');
    expect(penSnap({ x: 10, y: 0 }, targets, 10)).toBeNull();
  });

  it('gives a dropped ball to the closest player who can hold it', () => {
    let play = addPlayer(passingPlay(), { id: 'coach', type: 'COACH', origin: { x: 40, y: 40 } });
    play = { ...play, balls: [] };
    expect(snapBallDrop({ x: 39, y: 39 }, stateAtFrame(play, 0))).toBe('d1');
    expect(snapBallDrop({ x: 11, y: 19 }, stateAtFrame(play, 0))).toBe('a2');
  });

  it('slides pass ends along move paths, snaps shots to the nearest goal', () => {
    const play = addMove(passingPlay(), 0, {
      source: 'a2',
      anchors: [
        { x: 10, y: 30 },
        { x: 20, y: 30 },
      ],
    });
    const move = play.frames[0]!.moves[0]!;
    expect(slideAlongMove({ x: 12, y: 25 }, move)).toBe(5);
    expect(slideAlongMove({ x: 15, y: 33 }, move)).toBe(15);
    expect(slideAlongMove({ x: 15, y: 33 }, undefined)).toBe(0);
    const full = newTestPlay('LACROSSE_MENS', 'FULL_FIELD');
    expect(snapShotEnd({ x: 30, y: 20 }, stateAtFrame(full, 0))).toBe('goal-2');
    expect(snapShotEnd({ x: 30, y: 80 }, stateAtFrame(full, 0))).toBe('goal-1');
  });

  it('snaps assignments to the nearest attacker with one ball, any player with several', () => {
    let play = addPlayer(passingPlay(), { id: 'd2', type: 'ORANGEPLAYER', origin: { x: 40, y: 10 } });
    expect(snapAssignment({ x: 39, y: 10 }, stateAtFrame(play, 0), 'd1')).toBe('a1');
    play = { ...play, balls: [...play.balls, { id: 'ball-2', carrier: 'a2' }] };
    expect(snapAssignment({ x: 39, y: 10 }, stateAtFrame(play, 0), 'd1')).toBe('d2');
  });

  it('snaps options to the closest teammate of the same source', () => {
    const state = stateAtFrame(passingPlay(), 0);
    expect(snapOption({ x: 25, y: 14 }, state, 'a1')).toBe('a2');
  });

  it('turns offensive and defensive moves into plain moves when drawn from a player or edited in football and lacrosse', () => {
    expect(plainMoveType('OMOVE', 'drawFromPlayer', 'basketball')).toBe('MOVE');
    expect(plainMoveType('DMOVE', 'edit', 'basketball')).toBe('DMOVE');
    expect(plainMoveType('DMOVE', 'edit', 'lacrosse')).toBe('MOVE');
    expect(plainMoveType('OMOVE', 'edit', 'football')).toBe('MOVE');
    expect(plainMoveType('PICK', 'drawFromPlayer', 'basketball')).toBe('PICK');
  });
});

describe('football rules', () => {
  it('moves every player with the centre, clamped so the formation stays on the field', () => {
    const play = newTestPlay('FOOTBALL_HS', 'FULL_FIELD');
    const moved = dragFootballCentre(play, { x: 30, y: 50 });
    moved.initial.forEach((p, i) => {
      expect(p.origin.x - play.initial[i]!.origin.x).toBeCloseTo(5);
      expect(p.origin.y - play.initial[i]!.origin.y).toBeCloseTo(8);
    });
    const edge = dragFootballCentre(play, { x: 0, y: 42 });
    expect(Math.min(...edge.initial.map((p) => p.origin.x))).toBe(0);
    expect(edge.initial.find((p) => p.role === 'C')!.origin).toEqual({ x: 18, y: 42 });
    expect(moved.frames[1]!.passes[0]!.origin).toEqual({ x: 30, y: 50 });
  });

  it('puts pre-snap edits in frame 0, the snap in frame 1, handoffs, passes and moves in frame 2', () => {
    expect(
      ['PRESNAP', 'SNAP', 'HANDOFF', 'PASS', 'MOVE', 'BLOCK'].map((t) => footballFrameFor(t as never)),
    ).toEqual([0, 1, 2, 2, 2, 2]);
  });

  it('gives runners a short anchor and linemen a block by default', () => {
    const play = newTestPlay('FOOTBALL_HS', 'FULL_FIELD');
    const byRole = (role: string) => play.initial.find((p) => p.role === role)!;
    expect(defaultFootballMove(byRole('WR'))).toEqual({ type: 'MOVE', anchors: [{ x: 7, y: 39 }] });
    expect(defaultFootballMove(byRole('QB'))!.type).toBe('MOVE');
    expect(defaultFootballMove(byRole('OG'))).toEqual({ type: 'BLOCK', anchors: [{ x: 23, y: 41 }] });
    expect(
      defaultFootballMove({ id: 'x', type: 'ORANGEPLAYER', origin: { x: 0, y: 0 }, role: 'CB' }),
    ).toBeNull();
  });
});

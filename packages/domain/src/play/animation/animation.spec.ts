import { addPass, addShot } from '../edits/ball-items.edits';
import { addMove } from '../edits/moves.edits';
import { addPiece } from '../edits/pieces.edits';
import { addPlayer, setPlayerRotation } from '../edits/players.edits';
import { distance } from '../model/geometry';
import { newTestPlay, passingPlay } from '../testing/play-factory';
import { createAnimation, stateAt } from './state-at';
import { onionSkin } from './onion-skin';
import { buildTimeline, locate, showsTitleScreen, TITLE_SCREEN_MS } from './timeline';

const at = (state: ReturnType<typeof stateAt>, id: string) => state.players.find((p) => p.id === id)!.origin;

/** a1 runs 20 units down the middle, a2 cuts 5 units: a1's is the longest move of the frame. */
function cuttingPlay(frames = 1) {
  let play = addMove(passingPlay(frames), 0, { source: 'a1', anchors: [{ x: 25, y: 30 }] });
  play = addMove(play, 0, { source: 'a2', anchors: [{ x: 10, y: 25 }] });
  return play;
}

describe('timeline', () => {
  it('plays each frame for factor x 900 ms with 200 ms pauses between frames', () => {
    const play = passingPlay(3);
    expect([1, 2, 3, 4, 5].map((speed) => buildTimeline(play, speed).totalMs)).toEqual([
      3 * 3600 + 400,
      3 * 1800 + 400,
      3 * 900 + 400,
      3 * 450 + 400,
      3 * 225 + 400,
    ]);
    const timeline = buildTimeline(play, 3, { titleScreen: true });
    expect(timeline.frames.map((f) => [f.start, f.end])).toEqual([
      [2000, 2900],
      [3100, 4000],
      [4200, 5100],
    ]);
    expect(timeline.totalMs).toBe(TITLE_SCREEN_MS + 3100);
    expect(buildTimeline({ frames: [{ ...play.frames[0]!, duration: 2 }] }).totalMs).toBe(1800);
  });

  it('locates title, frames, pauses and the end', () => {
    const timeline = buildTimeline(passingPlay(2), 3, { titleScreen: true });
    expect(locate(timeline, 100)).toEqual({ phase: 'title' });
    expect(locate(timeline, 2450)).toEqual({ phase: 'frame', index: 0, progress: 0.5 });
    expect(locate(timeline, 2950)).toEqual({ phase: 'pause', index: 0 });
    expect(locate(timeline, 3100)).toEqual({ phase: 'frame', index: 1, progress: 0 });
    expect(locate(timeline, 4000)).toEqual({ phase: 'end' });
  });

  it('skips the title screen when the play was updated within 10 seconds', () => {
    const now = new Date('2026-01-01T12:00:10Z');
    expect(showsTitleScreen({ lastUpdated: new Date('2026-01-01T12:00:05Z') }, now)).toBe(false);
    expect(showsTitleScreen({ lastUpdated: new Date('2026-01-01T11:59:59Z') }, now)).toBe(true);
    expect(showsTitleScreen({}, now)).toBe(true);
  });
});

describe('stateAt', () => {
  it('moves every player at one speed: the longest move fills the frame, shorter ones finish early', () => {
    const play = cuttingPlay();
    expect(at(stateAt(play, 0), 'a1')).toEqual({ x: 25, y: 10 });
    const half = stateAt(play, 450);
    expect([half.phase, half.frameIndex, half.progress]).toEqual(['frame', 0, 0.5]);
    expect(at(half, 'a1')).toEqual({ x: 25, y: 20 });
    expect(at(half, 'a2')).toEqual({ x: 10, y: 25 });
    expect(at(stateAt(play, 112.5), 'a2')).toEqual({ x: 10, y: 22.5 });
    expect(at(stateAt(play, 1800, 2), 'a1')).toEqual({ x: 25, y: 30 });
    const end = stateAt(play, 900);
    expect([end.phase, end.ended]).toEqual(['end', true]);
    expect(at(end, 'a1')).toEqual({ x: 25, y: 30 });
  });

  it('holds the first frame on the title screen and the reached state during pauses', () => {
    const play = cuttingPlay(2);
    expect(stateAt(play, 1000, 3, { titleScreen: true }).phase).toBe('title');
    expect(at(stateAt(play, 1000, 3, { titleScreen: true }), 'a1')).toEqual({ x: 25, y: 10 });
    const pause = stateAt(play, 1000);
    expect([pause.phase, pause.frameIndex]).toEqual(['pause', 0]);
    expect(at(pause, 'a1')).toEqual({ x: 25, y: 30 });
  });

  it('follows a curved move along a smooth curve through its anchors', () => {
    const play = addMove(passingPlay(), 0, {
      source: 'a2',
      anchors: [
        { x: 20, y: 30 },
        { x: 30, y: 20 },
      ],
      curved: true,
    });
    const animation = createAnimation(play);
    const path = [0, 100, 200, 300, 400, 500, 600, 700, 800, 899].map((t) => at(animation.stateAt(t), 'a2'));
    // Evenly spaced in time means evenly spaced along the path (constant speed).
    const steps = path.slice(1, -1).map((p, i) => distance(path[i]!, p));
    expect(Math.max(...steps) - Math.min(...steps)).toBeLessThan(0.2);
    // Smooth: it bends through (20, 30) instead of cutting the corner like a straight chord.
    const nearest = Math.min(
      ...[...Array(90).keys()].map((k) => distance(at(animation.stateAt(k * 10), 'a2'), { x: 20, y: 30 })),
    );
    expect(nearest).toBeLessThan(0.5);
    expect(at(animation.stateAt(900), 'a2')).toEqual({ x: 30, y: 20 });
  });

  it('moves the ball along a pass, released at start and caught at end along the paths', () => {
    const play = addPass(cuttingPlay(), 0, { ball: 'ball-1', target: 'a2' });
    // Released at 0 along the passer's path: it leaves from where the passer starts.
    expect(stateAt(play, 0).balls[0]!.origin).toEqual({ x: 25, y: 10 });
    const mid = stateAt(play, 112.5).balls[0]!;
    expect(mid).toEqual({ id: 'ball-1', origin: { x: 17.5, y: 17.5 }, carrier: null, inFlight: true });
    expect(stateAt(play, 450).balls[0]).toEqual({
      id: 'ball-1',
      origin: { x: 10, y: 25 },
      carrier: 'a2',
      inFlight: false,
    });
  });

  it('keeps the ball with the passer until it reaches the release point', () => {
    const play = addPass(cuttingPlay(), 0, { ball: 'ball-1', target: 'a2', start: 10 });
    expect(stateAt(play, 225).balls[0]).toEqual({
      id: 'ball-1',
      origin: { x: 25, y: 15 },
      carrier: 'a1',
      inFlight: false,
    });
    expect(stateAt(play, 450 + 112.5).balls[0]).toEqual(
      expect.objectContaining({ origin: { x: 17.5, y: 22.5 }, inFlight: true }),
    );
    expect(stateAt(play, 675).balls[0]).toEqual(
      expect.objectContaining({ origin: { x: 10, y: 25 }, carrier: 'a2' }),
    );
  });

  it('flies a shot to the goal while the goalie moves to it', () => {
    let play = newTestPlay('LACROSSE_MENS', 'HALF_FIELD');
    play = addPlayer(play, { id: 'a1', type: 'BLUEPLAYER', origin: { x: 30, y: 20 } });
    play = { ...play, balls: [{ id: 'ball-1', carrier: 'a1' }] };
    play = {
      ...play,
      initial: play.initial.map((p) => (p.type === 'GOALIE' ? { ...p, origin: { x: 34, y: 40 } } : p)),
    };
    play = addShot(play, 0, { ball: 'ball-1' });
    const animation = createAnimation(play);
    expect(animation.stateAt(0).balls[0]!.origin).toEqual({ x: 30, y: 20 });
    expect(animation.stateAt(112.5).balls[0]).toEqual(
      expect.objectContaining({ origin: { x: 30, y: 30 }, inFlight: true }),
    );
    expect(at(animation.stateAt(450), 'goalie-1')).toEqual({ x: 32, y: 40 });
    expect(animation.stateAt(900).balls[0]).toEqual(
      expect.objectContaining({ origin: { x: 30, y: 40 }, carrier: 'goalie-1' }),
    );
  });

  it('eases a player joining a line onto its slot and turns rotations smoothly', () => {
    let play = addPiece(passingPlay(), {
      id: 'line',
      type: 'OLINE',
      origin: { x: 25, y: 30 },
      playerCount: 2,
      width: 6,
    });
    play = addMove(play, 0, { source: 'a2', anchors: [{ x: 30, y: 30 }], targetLine: 'line' });
    play = setPlayerRotation(play, 0, 'd1', 90);
    const animation = createAnimation(play);
    const almost = at(animation.stateAt(899), 'a2');
    expect(distance(almost, { x: 28, y: 30 })).toBeLessThan(0.1);
    expect(at(animation.stateAt(899), 'player-2')).toEqual(expect.objectContaining({ y: 30 }));
    expect(animation.stateAt(450).players.find((p) => p.id === 'd1')!.rotation).toBe(45);
  });

  it('moves a zone area with its move', () => {
    const play = addMove(passingPlay(), 0, { source: 'd1', type: 'ZONE', anchors: [{ x: 25, y: 34 }] });
    const zone = stateAt(play, 450).pieces.find((p) => p.moveId !== undefined)!;
    expect(zone.origin).toEqual({ x: 25, y: 24 });
  });
});

describe('onion skin', () => {
  it('shows 2 frames back and 2 forward in football only', () => {
    const football = newTestPlay('FOOTBALL_HS', 'FULL_FIELD');
    expect(onionSkin(football, 2).map((l) => [l.offset, l.stateIndex])).toEqual([
      [-2, 0],
      [-1, 1],
      [1, 3],
    ]);
    expect(onionSkin(football, 0).map((l) => l.offset)).toEqual([1, 2]);
    expect(onionSkin(football, 2)[2]!.state.balls[0]!.carrier).toBe('qb');
    expect(onionSkin({ ...football, viewOptions: { ...football.viewOptions, onionSkin: false } }, 1)).toEqual(
      [],
    );
    expect(onionSkin(passingPlay(3), 1)).toEqual([]);
  });
});

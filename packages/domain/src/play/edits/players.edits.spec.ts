import { stateAtFrame } from '../frames/render-next-frame';
import { passingPlay } from '../testing/play-factory';
import { addPass, addShot } from './ball-items.edits';
import { addAssignment, addOption } from './links.edits';
import { addMove } from './moves.edits';
import { addPlayer, movePlayer, removePlayer, setPlayerLook, setSlide } from './players.edits';

describe('player edits', () => {
  it('adds players clamped inside the field, with fresh ids', () => {
    const play = addPlayer(passingPlay(), { type: 'ORANGEPLAYER', origin: { x: -5, y: 99 } });
    expect(play.initial.at(-1)).toEqual({ id: 'player-1', type: 'ORANGEPLAYER', origin: { x: 0, y: 42 } });
  });

  it('removes a player with its ball and every reference to it in every frame', () => {
    let play = passingPlay(2);
    play = addMove(play, 0, { source: 'a1', anchors: [{ x: 20, y: 10 }] });
    play = addMove(play, 1, { source: 'd1', anchors: [{ x: 21, y: 11 }], target: 'a1' });
    play = addPass(play, 0, { ball: 'ball-1', target: 'a2' });
    play = addOption(play, 1, { source: 'a2', target: 'a1' });
    play = addAssignment(play, 1, { source: 'd1', target: 'a1' });
    play = setSlide(play, 1, 'a1', 'LEFT');
    play = setPlayerLook(play, 1, 'a1', { color: 'red' });
    play = addShot(play, 1, { ball: 'ball-1' });
    const removed = removePlayer(play, 'a1');
    expect(removed.initial.map((p) => p.id)).toEqual(['a2', 'd1']);
    expect(removed.balls).toEqual([]);
    for (const frame of removed.frames) {
      expect(JSON.stringify(frame)).not.toContain('"a1"');
      expect(frame.passes).toEqual([]);
      expect(frame.shots).toEqual([]);
    }
    expect(removed.frames[1]!.moves).toEqual([expect.objectContaining({ source: 'd1' })]);
  });

  it('removing the receiver drops the pass but keeps the ball with its holder', () => {
    const play = addPass(passingPlay(), 0, { ball: 'ball-1', target: 'a2' });
    const removed = removePlayer(play, 'a2');
    expect(removed.balls).toEqual([{ id: 'ball-1', carrier: 'a1' }]);
    expect(removed.frames[0]!.passes).toEqual([]);
  });

  it('places a player on frame 0 and edits the previous move on later frames', () => {
    let play = passingPlay(2);
    play = movePlayer(play, 'a2', { x: 12, y: 22 });
    expect(play.initial.find((p) => p.id === 'a2')!.origin).toEqual({ x: 12, y: 22 });
    play = movePlayer(play, 'a2', { x: 40, y: 30 }, 1);
    expect(play.frames[0]!.moves).toEqual([
      expect.objectContaining({
        source: 'a2',
        type: 'MOVE',
        origin: { x: 12, y: 22 },
        anchors: [{ x: 40, y: 30 }],
      }),
    ]);
    play = movePlayer(play, 'a2', { x: 99, y: -20 }, 1);
    // Anchors may use the 4-unit basketball sidelines.
    expect(play.frames[0]!.moves[0]!.anchors).toEqual([{ x: 54, y: -4 }]);
    expect(stateAtFrame(play, 1).players.find((p) => p.id === 'a2')!.origin).toEqual({ x: 54, y: -4 });
  });

  it('keeps later moves starting where the player now stands', () => {
    let play = passingPlay(2);
    play = addMove(play, 1, { source: 'a1', anchors: [{ x: 30, y: 30 }] });
    play = addMove(play, 0, { source: 'a1', anchors: [{ x: 20, y: 20 }] });
    expect(play.frames[1]!.moves[0]!.origin).toEqual({ x: 20, y: 20 });
  });
});

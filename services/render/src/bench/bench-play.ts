import {
  addMove,
  addPass,
  addPlayer,
  createAnimation,
  emptyFrame,
  Play,
  playTesting,
} from '@chalktalk/domain';

export const BENCH_SPEED = 3;

/**
 * The fixed benchmark play: basketball half court, 10 players (6 blue, 4 orange) all moving in every frame,
 * a dribble, a pick, curved moves and a pass per frame, with as many frames as make at least 6 s of
 * playback at the default speed (up to `maxFrames` play frames; tests ask for long plays that render for seconds).
 */
export function benchPlay(minMs = 6000, maxFrames = 20): Play {
  let play = playTesting.passingPlay(1);
  for (let i = 0; i < 4; i += 1)
    play = addPlayer(play, { id: `o${i}`, type: 'BLUEPLAYER', origin: { x: 5 + i * 10, y: 30 } });
  for (let i = 0; i < 3; i += 1)
    play = addPlayer(play, { id: `x${i}`, type: 'ORANGEPLAYER', origin: { x: 8 + i * 10, y: 26 } });
  const ids = ['a1', 'a2', 'd1', 'o0', 'o1', 'o2', 'o3', 'x0', 'x1', 'x2'];
  const receivers = ['a2', 'o0', 'a1', 'o3'];
  for (let frame = 0; frame < maxFrames; frame += 1) {
    if (frame > 0) play = { ...play, frames: [...play.frames, emptyFrame()] };
    for (const id of ids) {
      play = addMove(play, frame, {
        source: id,
        anchors: [
          { x: 6 + ((id.charCodeAt(1) * 7 + frame * 13) % 36), y: 6 + ((frame * 9 + id.charCodeAt(0)) % 30) },
          { x: 6 + ((id.charCodeAt(0) * 3 + frame * 5) % 36), y: 8 + ((frame * 7 + id.charCodeAt(1)) % 30) },
        ],
        curved: frame % 2 === 1,
        type: id === 'o1' ? 'DRIBBLE' : id === 'o2' ? 'PICK' : 'MOVE',
      });
    }
    play = addPass(play, frame, { ball: 'ball-1', target: receivers[frame % receivers.length]! });
    if (createAnimation(play, BENCH_SPEED, { titleScreen: false }).timeline.totalMs >= minMs) return play;
  }
  return play;
}

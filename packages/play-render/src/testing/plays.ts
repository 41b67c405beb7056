import {
  addMove,
  addPass,
  addPlayer,
  applyFormation,
  emptyFrame,
  findFormation,
  normalisePlay,
  Play,
  playTesting,
  SportLine,
} from '@chalktalk/domain';

/** A basketball half-field play in the 3 out 2 in formation. */
export function formationPlay(line: SportLine = 'BASKETBALL_HS'): Play {
  const formation = findFormation(line, '_3out2in');
  if (!formation) throw new Error('3 out 2 in formation missing');
  return applyFormation(playTesting.newTestPlay(line), formation);
}

/** passingPlay (a1 with ball-1, a2, d1) where a1 runs straight from (25,10) to (25,30) in frame 1. */
export function movingPlay(): Play {
  return addMove(playTesting.passingPlay(), 0, { id: 'move-a1', source: 'a1', anchors: [{ x: 25, y: 30 }] });
}

/** passingPlay with a1 passing ball-1 to a2 in frame 1 (no moves: the pass takes the whole frame). */
export function passPlay(type: 'PASS' | 'REBOUND' = 'PASS'): Play {
  return addPass(playTesting.passingPlay(), 0, { id: 'pass-1', ball: 'ball-1', target: 'a2', type });
}

/** Ten players (6 blue, 4 orange), each moving in both frames, with passes: the benchmark play. */
export function tenPlayerPlay(): Play {
  let play = playTesting.passingPlay(2);
  for (let i = 0; i < 4; i += 1)
    play = addPlayer(play, { id: `o${i}`, type: 'BLUEPLAYER', origin: { x: 5 + i * 10, y: 30 } });
  for (let i = 0; i < 3; i += 1)
    play = addPlayer(play, { id: `x${i}`, type: 'ORANGEPLAYER', origin: { x: 8 + i * 10, y: 26 } });
  for (const frame of [0, 1]) {
    for (const id of ['a1', 'a2', 'd1', 'o0', 'o1', 'o2', 'o3', 'x0', 'x1', 'x2']) {
      play = addMove(play, frame, {
        source: id,
        anchors: [
          { x: 10 + ((id.charCodeAt(1) * 7 + frame * 13) % 30), y: 8 + frame * 6 },
          { x: 12 + ((id.charCodeAt(0) * 3 + frame * 5) % 26), y: 20 + frame * 4 },
        ],
        curved: frame === 1,
        type: id === 'o1' ? 'DRIBBLE' : id === 'o2' ? 'PICK' : 'MOVE',
      });
    }
  }
  play = addPass(play, 0, { ball: 'ball-1', target: 'a2' });
  play = addPass(play, 1, { ball: 'ball-1', target: 'o0' });
  return play;
}

/** The editor's worst case from the issue: 22 players and 20 frames, everyone moving in every frame. */
export function largePlay(): Play {
  let play = playTesting.newTestPlay('BASKETBALL_MENS_COLLEGE', 'FULL_FIELD');
  for (let i = 0; i < 22; i += 1)
    play = addPlayer(play, {
      id: `p${i}`,
      type: i < 11 ? 'BLUEPLAYER' : 'ORANGEPLAYER',
      origin: { x: 4 + (i % 11) * 4, y: i < 11 ? 30 : 60 },
    });
  const frames = Array.from({ length: 20 }, (_, f) => ({
    ...emptyFrame(),
    moves: play.initial
      .filter((p) => p.id.startsWith('p'))
      .map((p, i) => ({
        id: `m-${f}-${i}`,
        type: 'MOVE' as const,
        source: p.id,
        origin: { x: 0, y: 0 },
        anchors: [{ x: 5 + ((i * 7 + f * 3) % 40), y: 10 + ((i * 11 + f * 5) % 74) }],
        curved: false,
      })),
  }));
  // normalisePlay sets each move's origin to where its player stands when the frame starts.
  return normalisePlay({ ...play, frames });
}

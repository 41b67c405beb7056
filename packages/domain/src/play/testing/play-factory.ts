import { SportLine } from '../../sports/sport-lines';
import { addPlayer } from '../edits/players.edits';
import { createNewPlay } from '../model/create-play';
import { emptyFrame, Play } from '../model/play.types';
import { PlayType } from '../../plays/play-kinds';

/** A fresh play with a fixed id and date, so tests compare whole documents. */
export function newTestPlay(line: SportLine = 'BASKETBALL_HS', type: PlayType = 'HALF_FIELD'): Play {
  return createNewPlay(line, type, { id: 'play__test', now: new Date('2026-01-01T00:00:00Z') });
}

/**
 * A basketball half-field play with blue players `a1`, `a2` and orange `d1`, and `ball-1` held by
 * `a1`: the smallest play with something to pass, guard and move.
 */
export function passingPlay(frames = 1): Play {
  let play = newTestPlay();
  play = addPlayer(play, { id: 'a1', type: 'BLUEPLAYER', origin: { x: 25, y: 10 } });
  play = addPlayer(play, { id: 'a2', type: 'BLUEPLAYER', origin: { x: 10, y: 20 } });
  play = addPlayer(play, { id: 'd1', type: 'ORANGEPLAYER', origin: { x: 25, y: 14 } });
  play = { ...play, balls: [{ id: 'ball-1', carrier: 'a1' }] };
  while (play.frames.length < frames) play = { ...play, frames: [...play.frames, emptyFrame()] };
  return play;
}

import { Point } from '../../field/field-dimensions';
import { movementSpeedOf } from '../../plays/editor-constants';
import { normalisePlay } from '../edits/normalise';
import { FOOTBALL_FRAMES } from '../model/new-play-frames';
import { fieldOf } from '../model/play-field';
import { MoveType, PassType } from '../model/piece-types';
import { InitialPlayer, Play } from '../model/play.types';

/**
 * Dragging the centre moves every player by the same offset. The offset is clamped so that the
 * whole formation stays on the field (it keeps its shape at the edges).
 */
export function dragFootballCentre(play: Play, to: Point): Play {
  const centre = play.initial.find((p) => p.role === 'C');
  if (!centre) return play;
  const field = fieldOf(play);
  const xs = play.initial.map((p) => p.origin.x);
  const ys = play.initial.map((p) => p.origin.y);
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  const dx = clamp(to.x - centre.origin.x, -Math.min(...xs), field.width - Math.max(...xs));
  const dy = clamp(to.y - centre.origin.y, -Math.min(...ys), field.height - Math.max(...ys));
  if (dx === 0 && dy === 0) return play;
  const initial = play.initial.map((p) => ({ ...p, origin: { x: p.origin.x + dx, y: p.origin.y + dy } }));
  return normalisePlay({ ...play, initial });
}

/** The frame a football tool edits: pre-snap frame 0, the snap frame 1, handoffs, passes and other moves frame 2. */
export function footballFrameFor(tool: MoveType | PassType): number {
  if (tool === 'PRESNAP') return FOOTBALL_FRAMES.preSnap;
  if (tool === 'SNAP') return FOOTBALL_FRAMES.snap;
  return FOOTBALL_FRAMES.play;
}

const RUNNERS = new Set(['WR', 'RB', 'TE', 'QB']);
const LINEMEN = new Set(['C', 'OG', 'OT', 'OL']);

/**
 * The move a football player gets by default: receivers, running backs, tight ends and the
 * quarterback a short run up-field (one movement-speed step, 3 yards); linemen a short block.
 * Other roles get none.
 */
export function defaultFootballMove(player: InitialPlayer): { type: MoveType; anchors: Point[] } | null {
  const step = movementSpeedOf('football');
  const ahead = (yards: number) => [{ x: player.origin.x, y: player.origin.y - yards }];
  if (player.role !== undefined && RUNNERS.has(player.role)) return { type: 'MOVE', anchors: ahead(step) };
  if (player.role !== undefined && LINEMEN.has(player.role)) return { type: 'BLOCK', anchors: ahead(1) };
  return null;
}

import { lineEnds, playGeometry, type FrameState, type Move, type Play, type Point } from '@chalktalk/domain';
import { fieldView, frameScene, type FrameLine } from '@chalktalk/play-render';
import type { LineEndKind } from './line-end-edits';
import { commentResizeHandleOf, insideComment, insidePiece, rotationHandleOf } from './piece-handles';
import type { Selection } from './selection';

const { distance, distanceToSegment } = playGeometry;

function distanceToPolyline(points: readonly Point[], p: Point): number {
  let best = Infinity;
  for (let i = 1; i < points.length; i += 1)
    best = Math.min(best, distanceToSegment(p, points[i - 1]!, points[i]!));
  return best;
}

/** A handle of the selected move: an anchor (drag moves it) or a segment's midpoint (drag adds a bend). */
export type Handle =
  { kind: 'anchor'; moveId: string; index: number } | { kind: 'midpoint'; moveId: string; segment: number };

/** An end of a selected pass, shot, option or assignment: dragging it re-aims the line. */
export type LineEndHandle = { kind: 'line-end'; line: LineEndKind; id: string; end: 'start' | 'end' };

/** The rotation handle of a selected piece, and the resize handle (bottom-right corner) of a selected comment. */
export type ShapeHandle = { kind: 'rotate'; id: string } | { kind: 'resize'; id: string };

export type Hit = Selection | Handle | LineEndHandle | ShapeHandle;

/** Handles are a little larger than the line they sit on, so they are easy to grab. */
const HANDLE_PX = 8;
const LINE_PX = 6;

export function segmentPoints(move: Move): Point[] {
  return [move.origin, ...move.anchors];
}

export function midpoints(move: Move): Point[] {
  const points = segmentPoints(move);
  return points.slice(1).map((p, i) => ({ x: (points[i]!.x + p.x) / 2, y: (points[i]!.y + p.y) / 2 }));
}

/**
 * What lies under a point of the field, topmost first: handles of the selection (move anchors and
 * midpoints, a piece's rotation handle, a comment's resize corner, line ends), comments,
 * balls, players, lines, then pieces. pxPerUnit turns the pixel grab sizes into field units.
 */
export function hitTest(
  play: Play,
  frameIndex: number,
  state: FrameState,
  point: Point,
  pxPerUnit: number,
  selection: Selection | null,
): Hit | null {
  const frame = play.frames[frameIndex];
  if (!frame) return null;
  const handle = HANDLE_PX / pxPerUnit;
  if (selection?.kind === 'move') {
    const move = frame.moves.find((m) => m.id === selection.id);
    if (move) {
      const anchor = move.anchors.findIndex((a) => distance(a, point) <= handle);
      if (anchor >= 0) return { kind: 'anchor', moveId: move.id, index: anchor };
      const mid = midpoints(move).findIndex((m) => distance(m, point) <= handle);
      if (mid >= 0) return { kind: 'midpoint', moveId: move.id, segment: mid };
    }
  }
  if (selection?.kind === 'piece') {
    const piece = state.pieces.find((p) => p.id === selection.id);
    if (piece && distance(rotationHandleOf(piece), point) <= handle) return { kind: 'rotate', id: piece.id };
  }
  if (selection?.kind === 'comment') {
    const comment = frame.fieldComments.find((c) => c.id === selection.id);
    if (comment && distance(commentResizeHandleOf(comment), point) <= handle) {
      return { kind: 'resize', id: comment.id };
    }
  }
  const kind = selection?.kind;
  if (kind === 'pass' || kind === 'shot' || kind === 'option' || kind === 'assignment') {
    const line = frameLinesOf(play, frameIndex).find((l) => l.id === selection!.id);
    const first = line?.points[0];
    const last = line?.points[line.points.length - 1];
    if (last && distance(last, point) <= handle)
      return { kind: 'line-end', line: kind, id: selection!.id, end: 'end' };
    if (kind === 'pass' && first && distance(first, point) <= handle) {
      return { kind: 'line-end', line: kind, id: selection!.id, end: 'start' };
    }
  }
  for (const comment of [...frame.fieldComments].reverse()) {
    if (insideComment(comment, point)) {
      return { kind: 'comment', id: comment.id };
    }
  }
  const radius = fieldView(play).playerRadius;
  for (const ball of state.balls) {
    if (ball.carrier === null && distance(ball.origin, point) <= radius) return { kind: 'ball', id: ball.id };
  }
  const players = state.players.filter((p) => distance(p.origin, point) <= radius * 1.25);
  const closest = players.sort((a, b) => distance(a.origin, point) - distance(b.origin, point))[0];
  if (closest) return { kind: 'player', id: closest.id };
  const lineReach = LINE_PX / pxPerUnit;
  const line = frameLinesOf(play, frameIndex).find((l) => distanceToPolyline(l.points, point) <= lineReach);
  if (line) return { kind: line.kind, id: line.id };
  for (const piece of [...state.pieces].reverse()) {
    if (piece.type === 'OLINE' || piece.type === 'DLINE') {
      const [a, b] = lineEnds(piece);
      if (distanceToSegment(point, a, b) <= Math.max(lineReach, radius)) {
        return { kind: 'piece', id: piece.id };
      }
    } else if (insidePiece(piece, point)) {
      return { kind: 'piece', id: piece.id };
    }
  }
  return null;
}

/** The lines of a frame as drawn (moves, passes, shots, options, assignments), in field units. */
export function frameLinesOf(play: Play, frameIndex: number): FrameLine[] {
  return frameScene(play, frameIndex, { onionSkin: false }).lines;
}

/** The player under a point (the nearest within reach), for tools that start or end on a player. */
export function playerAt(play: Play, state: FrameState, point: Point): string | null {
  const reach = fieldView(play).playerRadius * 1.5;
  const near = state.players
    .filter((p) => distance(p.origin, point) <= reach)
    .sort((a, b) => distance(a.origin, point) - distance(b.origin, point));
  return near[0]?.id ?? null;
}

import {
  addBendPoint,
  alignmentSnap,
  dragFootballCentre,
  exceedsDragTolerance,
  ignoresPenDrag,
  moveAnchor,
  plainMoveType,
  resizeComment,
  rotatePiece,
  rotationTowards,
  setMoveTargetLine,
  setMoveType,
  snapBallDrop,
  snapMoveEndToLine,
  stateAtFrame,
  type Play,
  type Point,
  type SportFamily,
} from '@chalktalk/domain';
import { hitTest, type Hit } from '../editor/hit-test';
import { dropLineEnd } from '../editor/line-end-edits';
import { commentSizeTo } from '../editor/piece-handles';
import { positionOf, setBallCarrier, translateSelection } from '../editor/selection-edits';
import type { Tool, ToolEditor, ToolPhase, ToolPointer } from './tool.types';

interface Pressed {
  hit: Hit | null;
  downPx: Point;
  downPoint: Point;
  /** Where the dragged item stood when the press began. */
  from: Point | null;
  /** The anchor a midpoint drag created, once it exists. */
  bendAnchor?: number;
}

/**
 * Spec 2 §4: an offensive or defensive move edited in football or lacrosse becomes a plain move
 * (basketball keeps its type).
 */
function asEdited(play: Play, frame: number, moveId: string, family: SportFamily): Play {
  const move = play.frames[frame]?.moves.find((m) => m.id === moveId);
  if (!move) return play;
  const type = plainMoveType(move.type, 'edit', family);
  return type === move.type ? play : setMoveType(play, frame, moveId, type);
}

/**
 * Select and drag: players (alignment snap 10 units, football centre moves everyone), pieces (and a
 * selected piece's rotation handle: 15 degree steps), comments (and a selected comment's resize corner), loose balls (dropped on the closest passable player), move anchors (the end attaches to
 * a line within 30 px) and midpoint handles (a bend point). Nothing moves until the pointer has
 * travelled 3 px; the whole drag is one undo step.
 */
export class SelectTool implements Tool {
  readonly id = { kind: 'select' } as const;
  phase: ToolPhase = 'idle';
  private pressed: Pressed | null = null;

  pointerDown(editor: ToolEditor, e: ToolPointer): void {
    const hit = hitTest(
      editor.play,
      editor.frameIndex,
      editor.frameState(),
      e.point,
      editor.pxPerUnit,
      editor.selection,
    );
    const from = hit && isSelection(hit) ? positionOf(editor.play, editor.frameIndex, hit) : null;
    this.pressed = { hit, downPx: e.px, downPoint: e.point, from };
    this.phase = 'pointing';
    if (hit && isSelection(hit)) editor.select(hit);
    else if (!hit) editor.select(null);
  }

  pointerMove(editor: ToolEditor, e: ToolPointer): void {
    const pressed = this.pressed;
    if (!pressed?.hit) return;
    if (this.phase === 'pointing') {
      if (!exceedsDragTolerance(pressed.downPx, e.px)) return;
      if (pressed.hit.kind === 'player' && this.penIgnored(editor, pressed.hit.id, e)) return;
      this.phase = 'dragging';
      editor.beginGesture();
    }
    this.drag(editor, pressed, e.point);
  }

  pointerUp(editor: ToolEditor, e: ToolPointer): void {
    const pressed = this.pressed;
    if (this.phase === 'dragging' && pressed?.hit) this.drop(editor, pressed, e.point);
    if (this.phase === 'dragging') editor.endGesture();
    this.reset();
  }

  cancel(editor: ToolEditor): void {
    if (this.phase === 'dragging') editor.endGesture();
    this.reset();
  }

  private reset(): void {
    this.phase = 'idle';
    this.pressed = null;
  }

  private penIgnored(editor: ToolEditor, playerId: string, e: ToolPointer): boolean {
    const moves = editor.play.frames[editor.frameIndex]?.moves.some((m) => m.source === playerId) ?? false;
    return ignoresPenDrag(e.kind, moves);
  }

  private drag(editor: ToolEditor, pressed: Pressed, point: Point): void {
    const hit = pressed.hit!;
    const frame = editor.frameIndex;
    const delta = { x: point.x - pressed.downPoint.x, y: point.y - pressed.downPoint.y };
    const at = (from: Point) => ({ x: from.x + delta.x, y: from.y + delta.y });
    switch (hit.kind) {
      case 'player': {
        const player = editor.play.initial.find((p) => p.id === hit.id);
        if (!pressed.from || !player) return;
        if (editor.family === 'football' && player.role === 'C' && frame === 0) {
          editor.edit('drag centre', (play) => dragFootballCentre(play, at(pressed.from!)));
          return;
        }
        const others = stateAtFrame(editor.play, frame)
          .players.filter((p) => p.id !== hit.id)
          .map((p) => p.origin);
        const snapped = alignmentSnap(at(pressed.from), others);
        editor.setGuides(snapped.guides);
        editor.edit('drag player', (play) => translateSelection(play, frame, hit, snapped.point));
        return;
      }
      case 'piece':
      case 'comment':
        if (pressed.from)
          editor.edit(`drag ${hit.kind}`, (play) => translateSelection(play, frame, hit, at(pressed.from!)));
        return;
      case 'rotate': {
        const piece = editor.frameState().pieces.find((p) => p.id === hit.id);
        if (piece)
          editor.edit('rotate piece', (play) => rotatePiece(play, hit.id, rotationTowards(piece, point)));
        return;
      }
      case 'resize': {
        const comment = editor.play.frames[frame]?.fieldComments.find((c) => c.id === hit.id);
        if (comment) {
          editor.edit('resize comment', (play) =>
            resizeComment(play, frame, hit.id, commentSizeTo(comment, point)),
          );
        }
        return;
      }
      case 'anchor':
        editor.edit('drag anchor', (play) =>
          asEdited(moveAnchor(play, frame, hit.moveId, hit.index, point), frame, hit.moveId, editor.family),
        );
        return;
      case 'midpoint':
        if (pressed.bendAnchor === undefined) {
          editor.edit('add bend point', (play) =>
            asEdited(
              addBendPoint(play, frame, hit.moveId, hit.segment, point),
              frame,
              hit.moveId,
              editor.family,
            ),
          );
          pressed.bendAnchor = hit.segment;
        } else {
          const index = pressed.bendAnchor;
          editor.edit('drag bend point', (play) => moveAnchor(play, frame, hit.moveId, index, point));
        }
        return;
      case 'ball':
        editor.setPreview([point]);
        return;
      case 'line-end':
        editor.setPreview([pressed.downPoint, point]);
        return;
      default:
        return;
    }
  }

  private drop(editor: ToolEditor, pressed: Pressed, point: Point): void {
    const hit = pressed.hit!;
    const frame = editor.frameIndex;
    if (hit.kind === 'ball') {
      editor.setPreview(null);
      const carrier = snapBallDrop(point, editor.frameState());
      if (carrier) editor.edit('drop ball', (play) => setBallCarrier(play, hit.id, carrier));
      return;
    }
    if (hit.kind === 'line-end') {
      editor.setPreview(null);
      editor.edit(`drag ${hit.line} ${hit.end}`, (play) =>
        dropLineEnd(play, frame, hit.line, hit.id, hit.end, point),
      );
      return;
    }
    if (hit.kind === 'anchor') {
      const move = editor.play.frames[frame]?.moves.find((m) => m.id === hit.moveId);
      if (!move || hit.index !== move.anchors.length - 1) return;
      const line = snapMoveEndToLine(point, editor.frameState().pieces, editor.pxPerUnit);
      if (line !== (move.targetLine ?? null)) {
        editor.edit('attach to line', (play) => setMoveTargetLine(play, frame, move.id, line));
      }
    }
  }
}

type HandleKind = 'anchor' | 'midpoint' | 'line-end' | 'rotate' | 'resize';

function isSelection(hit: Hit): hit is Exclude<Hit, { kind: HandleKind }> {
  return (
    hit.kind !== 'anchor' &&
    hit.kind !== 'midpoint' &&
    hit.kind !== 'line-end' &&
    hit.kind !== 'rotate' &&
    hit.kind !== 'resize'
  );
}

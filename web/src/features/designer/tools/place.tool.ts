import {
  addComment,
  addPiece,
  addPlayer,
  DEFAULT_SIZES,
  exceedsDragTolerance,
  snapBallDrop,
  type Point,
} from '@chalktalk/domain';
import { addBall } from '../editor/selection-edits';
import type { Tool, ToolEditor, ToolId, ToolPhase, ToolPointer } from './tool.types';

type PlaceToolId = Extract<ToolId, { kind: 'player' | 'ball' | 'comment' | 'shape' | 'piece' }>;

/** Text a new field comment starts with; the side panel edits it. */
export const NEW_COMMENT_TEXT = 'Comment';

/**
 * Puts something on the field with a click: players (before the first frame), a ball (held by the
 * closest passable player), a comment in the current frame, or a shape (drag its size, or a click
 * for the default 10 x 5). Shapes drawn in field setup mode belong to every frame. Goals and offensive
 * or defensive lines (3 players to start, 2..8 in the side panel) are part of the field setup: they hold
 * players, who are placed once for the whole play, so they always belong to every frame.
 */
export class PlaceTool implements Tool {
  phase: ToolPhase = 'idle';
  private down: { point: Point; px: Point } | null = null;

  constructor(readonly id: PlaceToolId) {}

  pointerDown(_editor: ToolEditor, e: ToolPointer): void {
    this.down = { point: e.point, px: e.px };
    this.phase = 'pointing';
  }

  pointerMove(editor: ToolEditor, e: ToolPointer): void {
    if (!this.down || this.id.kind !== 'shape') return;
    if (this.phase === 'pointing' && !exceedsDragTolerance(this.down.px, e.px)) return;
    this.phase = 'dragging';
    const a = this.down.point;
    editor.setPreview([a, { x: e.point.x, y: a.y }, e.point, { x: a.x, y: e.point.y }, a]);
  }

  pointerUp(editor: ToolEditor, e: ToolPointer): void {
    if (this.down) this.place(editor, this.down.point, this.phase === 'dragging' ? e.point : null);
    this.cancel(editor);
  }

  cancel(editor: ToolEditor): void {
    if (this.phase === 'dragging') editor.setPreview(null);
    this.phase = 'idle';
    this.down = null;
  }

  private place(editor: ToolEditor, at: Point, corner: Point | null): void {
    const id = this.id;
    const frame = editor.frameIndex;
    switch (id.kind) {
      case 'player':
        editor.edit(`add ${id.type.toLowerCase()}`, (play) => addPlayer(play, { type: id.type, origin: at }));
        return;
      case 'ball': {
        const carrier = snapBallDrop(at, editor.frameState());
        if (carrier) editor.edit('add ball', (play) => addBall(play, carrier));
        return;
      }
      case 'comment':
        editor.edit('add comment', (play) => addComment(play, frame, { text: NEW_COMMENT_TEXT, origin: at }));
        return;
      case 'shape': {
        const size = corner
          ? { width: Math.max(1, Math.abs(corner.x - at.x)), height: Math.max(1, Math.abs(corner.y - at.y)) }
          : DEFAULT_SIZES[id.type === 'RECTANGLE' ? 'rectangle' : 'ellipse'];
        const origin = corner ? { x: (at.x + corner.x) / 2, y: (at.y + corner.y) / 2 } : at;
        const onFrame = editor.play.fieldSetup ? {} : { frameIdx: frame };
        editor.edit(`add ${id.type.toLowerCase()}`, (play) =>
          addPiece(play, { type: id.type, origin, ...size, ...onFrame }),
        );
        return;
      }
      case 'piece':
        editor.edit(`add ${id.type.toLowerCase()}`, (play) => addPiece(play, { type: id.type, origin: at }));
        return;
    }
  }
}

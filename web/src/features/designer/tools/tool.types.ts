import type {
  FrameState,
  MoveType,
  PassType,
  Play,
  PlayerType,
  Point,
  PointerKind,
  SportFamily,
} from '@chalktalk/domain';
import type { Selection } from '../editor/selection';

/** Every tool the palette can arm. Players, the ball and the select tool are offered in every play type. */
export type ToolId =
  | { kind: 'select' }
  | { kind: 'player'; type: Exclude<PlayerType, 'GOALIE'> }
  | { kind: 'ball' }
  | { kind: 'move'; type: MoveType }
  | { kind: 'pass'; type: PassType }
  | { kind: 'shoot' }
  | { kind: 'option' }
  | { kind: 'assign' }
  | { kind: 'comment' }
  | { kind: 'shape'; type: 'RECTANGLE' | 'ELLIPSE' }
  | { kind: 'piece'; type: 'GOAL' | 'OLINE' | 'DLINE' };

/** One pointer event in field units; px is the screen position, which the 3 px drag tolerance needs. */
export interface ToolPointer {
  point: Point;
  px: Point;
  kind: PointerKind;
}

export type ToolPhase = 'idle' | 'pointing' | 'dragging';

/**
 * What a tool reads and changes of the editor it works in. The designer's editor is one (it declares so); tools name
 * this and never the editor itself, which creates them.
 */
export interface ToolEditor {
  readonly family: SportFamily;
  /** Screen pixels per field unit at the current zoom. */
  readonly pxPerUnit: number;
  readonly play: Play;
  readonly frameIndex: number;
  readonly selection: Selection | null;
  frameState(): FrameState;
  /** One undoable change of the play (or part of the gesture under way); false when nothing changed. */
  edit(action: string, fn: (play: Play) => Play): boolean;
  beginGesture(): void;
  endGesture(): void;
  select(selection: Selection | null): void;
  setPreview(preview: Point[] | null): void;
  setGuides(guides: { x?: number; y?: number }): void;
  selectFrame(index: number): ToolEditor;
}

/** A tool is a small state machine (idle → pointing → dragging → idle) that reads the model and emits edits. */
export interface Tool {
  readonly id: ToolId;
  readonly phase: ToolPhase;
  pointerDown(editor: ToolEditor, e: ToolPointer): void;
  pointerMove(editor: ToolEditor, e: ToolPointer): void;
  pointerUp(editor: ToolEditor, e: ToolPointer): void;
  cancel(editor: ToolEditor): void;
}

export const toolKey = (tool: ToolId): string => ('type' in tool ? `${tool.kind}:${tool.type}` : tool.kind);

export const sameTool = (a: ToolId, b: ToolId): boolean => toolKey(a) === toolKey(b);

import type { MoveType, PassType, PlayerType, Point, PointerKind } from '@chalktalk/domain';
import type { DesignerEditor } from '../editor/designer-editor';

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

/** A tool is a small state machine (idle → pointing → dragging → idle) that reads the model and emits edits. */
export interface Tool {
  readonly id: ToolId;
  readonly phase: ToolPhase;
  pointerDown(editor: DesignerEditor, e: ToolPointer): void;
  pointerMove(editor: DesignerEditor, e: ToolPointer): void;
  pointerUp(editor: DesignerEditor, e: ToolPointer): void;
  cancel(editor: DesignerEditor): void;
}

export const toolKey = (tool: ToolId): string => ('type' in tool ? `${tool.kind}:${tool.type}` : tool.kind);

export const sameTool = (a: ToolId, b: ToolId): boolean => toolKey(a) === toolKey(b);

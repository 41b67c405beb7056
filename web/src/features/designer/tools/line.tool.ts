import {
  addAssignment,
  addMove,
  addOption,
  addPass,
  addShot,
  defaultFootballMove,
  exceedsDragTolerance,
  footballFrameFor,
  penSnap,
  plainMoveType,
  setMoveTargetLine,
  snapAssignment,
  snapMoveEndToLine,
  snapOption,
  snapShotEnd,
  stateAtFrame,
  type FrameState,
  type Play,
  type Point,
  type PointerKind,
} from '@chalktalk/domain';
import { playerAt } from '../editor/hit-test';
import type { Tool, ToolEditor, ToolId, ToolPhase, ToolPointer } from './tool.types';

type LineToolId = Extract<ToolId, { kind: 'move' | 'pass' | 'shoot' | 'option' | 'assign' }>;

interface Drawing {
  source: string;
  from: Point;
  downPx: Point;
  frame: number;
}

/** The frame a line tool draws in: the current one, except football's fixed frames per tool. */
function frameFor(editor: ToolEditor, id: LineToolId): number {
  if (editor.family !== 'football') return editor.frameIndex;
  if (id.kind === 'move' || id.kind === 'pass') {
    return Math.min(footballFrameFor(id.type), editor.play.frames.length - 1);
  }
  return editor.frameIndex;
}

function ballHeldBy(state: FrameState, playerId: string): string | null {
  return state.balls.find((b) => b.carrier === playerId)?.id ?? null;
}

/** Who may start this line: anyone for moves and options, the ball carrier for passes and shots, defenders for assignments. */
function canStart(id: LineToolId, state: FrameState, playerId: string): boolean {
  const player = state.players.find((p) => p.id === playerId);
  if (!player) return false;
  switch (id.kind) {
    case 'move':
      return true;
    case 'pass':
    case 'shoot':
      return ballHeldBy(state, playerId) !== null;
    case 'option':
      return player.type !== 'COACH';
    case 'assign':
      return player.type === 'ORANGEPLAYER';
  }
}

/**
 * A pen stroke is imprecise, so its end snaps to the nearest other player within 30 px (spec 2 §4),
 * looking where the players end the frame first, then where they start it. Mouse and touch ends stay.
 */
function penSnapPlayer(
  editor: ToolEditor,
  kind: PointerKind,
  source: string,
  frame: number,
  end: Point,
): { id: string; origin: Point } | null {
  if (kind !== 'pen') return null;
  for (const state of [stateAtFrame(editor.play, frame + 1), stateAtFrame(editor.play, frame)]) {
    const others = state.players.filter((p) => p.id !== source);
    const hit = penSnap(end, others, editor.pxPerUnit);
    if (hit) return hit;
  }
  return null;
}

/**
 * Draws a line from a player: press on the player, drag (beyond 3 px) to where it goes, release.
 * Moves end where released (attaching to a line within 30 px); passes go to the player released on;
 * shots to the nearest goal; options and assignments snap to their nearest allowed player.
 */
export class LineTool implements Tool {
  phase: ToolPhase = 'idle';
  private drawing: Drawing | null = null;

  constructor(readonly id: LineToolId) {}

  pointerDown(editor: ToolEditor, e: ToolPointer): void {
    const frame = frameFor(editor, this.id);
    const state = stateAtFrame(editor.play, frame);
    const source = playerAt(editor.play, state, e.point);
    if (!source || !canStart(this.id, state, source)) return;
    const from = state.players.find((p) => p.id === source)!.origin;
    this.drawing = { source, from, downPx: e.px, frame };
    this.phase = 'pointing';
  }

  pointerMove(editor: ToolEditor, e: ToolPointer): void {
    const drawing = this.drawing;
    if (!drawing) return;
    if (this.phase === 'pointing' && !exceedsDragTolerance(drawing.downPx, e.px)) return;
    this.phase = 'dragging';
    editor.setPreview([drawing.from, e.point]);
  }

  pointerUp(editor: ToolEditor, e: ToolPointer): void {
    const drawing = this.drawing;
    if (drawing && this.phase === 'pointing') this.defaultMove(editor, drawing);
    if (drawing && this.phase === 'dragging') {
      const commit = this.commit(editor, drawing, e.point, e.kind);
      if (commit) {
        if (editor.edit(commit.action, commit.edit) && drawing.frame !== editor.frameIndex) {
          editor.selectFrame(drawing.frame);
        }
      }
    }
    this.cancel(editor);
  }

  cancel(editor: ToolEditor): void {
    if (this.phase === 'dragging') editor.setPreview(null);
    this.phase = 'idle';
    this.drawing = null;
  }

  /**
   * Spec 2 §4, football: a click on a player with the Move tool gives the player its role's default
   * move in the play frame (receivers, backs, tight ends and the quarterback a short run, linemen a
   * block). Elsewhere a press without a drag draws nothing.
   */
  private defaultMove(editor: ToolEditor, drawing: Drawing): void {
    if (editor.family !== 'football' || this.id.kind !== 'move' || this.id.type !== 'MOVE') return;
    const player = editor.play.initial.find((p) => p.id === drawing.source);
    const move = player && defaultFootballMove({ ...player, origin: drawing.from });
    if (!move) return;
    const { source, frame } = drawing;
    const added = editor.edit(`default ${move.type.toLowerCase()}`, (play) =>
      addMove(play, frame, { source, anchors: move.anchors, type: move.type }),
    );
    if (added && frame !== editor.frameIndex) editor.selectFrame(frame);
  }

  private commit(
    editor: ToolEditor,
    drawing: Drawing,
    released: Point,
    kind: PointerKind,
  ): { action: string; edit: (play: Play) => Play } | null {
    const { source, frame } = drawing;
    const penHit = penSnapPlayer(editor, kind, source, frame, released);
    const end = penHit?.origin ?? released;
    const state = stateAtFrame(editor.play, frame);
    const id = this.id;
    switch (id.kind) {
      case 'move': {
        const type = plainMoveType(id.type, 'drawFromPlayer', editor.family);
        const line = snapMoveEndToLine(end, state.pieces, editor.pxPerUnit);
        return {
          action: `draw ${type.toLowerCase()}`,
          edit: (play) => {
            const drawn = addMove(play, frame, { source, anchors: [end], type });
            const move = drawn.frames[frame]!.moves.find((m) => m.source === source)!;
            return line ? setMoveTargetLine(drawn, frame, move.id, line) : drawn;
          },
        };
      }
      case 'pass': {
        const target =
          penHit?.id ??
          playerAt(editor.play, stateAtFrame(editor.play, frame + 1), end) ??
          playerAt(editor.play, state, end);
        const ball = ballHeldBy(state, source);
        if (!target || !ball || target === source) return null;
        return {
          action: `draw ${id.type.toLowerCase()}`,
          edit: (play) => addPass(play, frame, { ball, target, type: id.type }),
        };
      }
      case 'shoot': {
        const ball = ballHeldBy(state, source);
        const goal = snapShotEnd(end, state);
        if (!ball || !goal) return null;
        return { action: 'shoot', edit: (play) => addShot(play, frame, { ball, target: goal }) };
      }
      case 'option': {
        const target = snapOption(end, state, source);
        if (!target) return null;
        return { action: 'option', edit: (play) => addOption(play, frame, { source, target }) };
      }
      case 'assign': {
        const target = snapAssignment(end, state, source);
        if (!target) return null;
        return { action: 'assign', edit: (play) => addAssignment(play, frame, { source, target }) };
      }
    }
  }
}

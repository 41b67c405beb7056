import {
  addFrame,
  applyEdit,
  applyFormation,
  beginMark,
  changeFieldType,
  clearField,
  canRedo,
  canUndo,
  createEditorState,
  endMark,
  fieldOf,
  isNudgeKey,
  maxZoomOf,
  nudge,
  nudgeCount,
  redo,
  removeFrame,
  selectFrame,
  sportFamilyOf,
  stateAtFrame,
  undo,
  EDITOR,
  type CustomField,
  type EditorState,
  type FieldType,
  type FormationSource,
  type FrameState,
  type Play,
  type Point,
  type PointerKind,
  type SportFamily,
} from '@chalktalk/domain';
import { createTool } from '../tools/create-tool';
import type { Tool, ToolEditor, ToolId } from '../tools/tool.types';
import { removeSelection, translateSelection, positionOf } from './selection-edits';
import type { Selection } from './selection';

export interface PointerOptions {
  /** Screen position in px; by default the field point at the current scale. */
  px?: Point;
  kind?: PointerKind;
  /** The browser's pointerId; calls without one are the mouse's (1). */
  id?: number;
}

export interface KeyOptions {
  ctrl?: boolean;
  shift?: boolean;
  /** When the key event happened (ms); a held arrow nudges once more every 100 ms. */
  at?: number;
}

/** Everything the editor view draws, as one immutable value (for useSyncExternalStore). */
export interface DesignerSnapshot {
  state: EditorState;
  tool: ToolId;
  selection: Selection | null;
  /** A line being drawn, in field units. */
  preview: Point[] | null;
  /** Alignment guides while a player is dragged. */
  guides: { x?: number; y?: number };
  zoom: number;
  readOnly: boolean;
}

interface HeldKey {
  key: string;
  since: number;
  applied: number;
  from: Point;
}

/**
 * The headless play editor: the play's EditorState (undo/redo of 100, marks, action log), the armed
 * tool, the selection and the view flags. Pointer and keyboard calls go to the tool; every change
 * is a domain edit. The React view and the tests drive the same object.
 */
export class DesignerEditor implements ToolEditor {
  private listeners = new Set<() => void>();
  private snap: DesignerSnapshot;
  private activeTool: Tool;
  private held: HeldKey | null = null;
  private scale = 10;
  /** The pointer whose press is being handled; other pointers wait until it lifts. */
  private activePointer: number | null = null;
  readonly family: SportFamily;

  constructor(play: Play, options: { readOnly?: boolean } = {}) {
    this.family = sportFamilyOf(play.sport);
    this.activeTool = createTool({ kind: 'select' });
    this.snap = {
      state: createEditorState(play),
      tool: this.activeTool.id,
      selection: null,
      preview: null,
      guides: {},
      zoom: EDITOR.zoomStart,
      readOnly: options.readOnly ?? false,
    };
  }

  // ---- store -------------------------------------------------------------------------------
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): DesignerSnapshot => this.snap;

  private set(patch: Partial<DesignerSnapshot>): void {
    this.snap = { ...this.snap, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Screen pixels per field unit at the current zoom (the 30 px line snap depends on it). */
  get pxPerUnit(): number {
    return this.scale;
  }

  /** The view reports its scale before each pointer event. */
  setScale(pxPerUnit: number): void {
    this.scale = pxPerUnit;
  }

  get play(): Play {
    return this.snap.state.play;
  }

  get frameIndex(): number {
    return this.snap.state.currentFrame;
  }

  get selection(): Selection | null {
    return this.snap.selection;
  }

  get readOnly(): boolean {
    return this.snap.readOnly;
  }

  get tool(): Tool {
    return this.activeTool;
  }

  /** Where everything stands at the start of the current frame. */
  frameState(): FrameState {
    return stateAtFrame(this.play, this.frameIndex);
  }

  // ---- edits -------------------------------------------------------------------------------
  /** Applies a domain edit as one undo step (or part of the open gesture). Read-only plays ignore it. */
  edit(action: string, fn: (play: Play) => Play): boolean {
    if (this.readOnly) return false;
    const state = applyEdit(this.snap.state, action, fn);
    if (state === this.snap.state) return false;
    this.set({ state });
    return true;
  }

  /** Starts a drag: everything until endGesture is one undo step. */
  beginGesture(): void {
    this.set({ state: beginMark(this.snap.state) });
  }

  endGesture(): void {
    this.set({ state: endMark(this.snap.state), guides: {} });
  }

  replaceState(state: EditorState): void {
    this.set({ state });
  }

  select(selection: Selection | null): void {
    this.set({ selection });
  }

  setPreview(preview: Point[] | null): void {
    this.set({ preview });
  }

  setGuides(guides: { x?: number; y?: number }): void {
    this.set({ guides });
  }

  setTool(id: ToolId): this {
    this.activeTool.cancel(this);
    this.activeTool = createTool(id);
    this.set({ tool: id, preview: null });
    return this;
  }

  // ---- pointer -----------------------------------------------------------------------------
  private pointer(x: number, y: number, options: PointerOptions) {
    return {
      point: { x, y },
      px: options.px ?? { x: x * this.pxPerUnit, y: y * this.pxPerUnit },
      kind: options.kind ?? 'mouse',
    };
  }

  /**
   * One pointer at a time: while a press is held, other pointers (a second finger, a palm resting on
   * a tablet beside the pen) are ignored, so they cannot restart or end the gesture in progress.
   */
  pointerDown(x: number, y: number, options: PointerOptions = {}): this {
    const id = options.id ?? MOUSE_POINTER;
    if (this.readOnly) return this;
    if (this.activePointer !== null) {
      if (this.activePointer !== id) return this;
      // The same pointer pressing again lost its release somewhere: start over rather than stay stuck.
      this.activeTool.cancel(this);
    }
    this.activePointer = id;
    this.activeTool.pointerDown(this, this.pointer(x, y, options));
    return this;
  }

  pointerMove(x: number, y: number, options: PointerOptions = {}): this {
    if (!this.readOnly && this.isActivePointer(options)) {
      this.activeTool.pointerMove(this, this.pointer(x, y, options));
    }
    return this;
  }

  pointerUp(x: number, y: number, options: PointerOptions = {}): this {
    if (this.readOnly || this.activePointer === null || !this.isActivePointer(options)) return this;
    this.activePointer = null;
    this.activeTool.pointerUp(this, this.pointer(x, y, options));
    return this;
  }

  /** The browser took the pointer away (pointercancel): the gesture ends without its drop. */
  cancel(options: PointerOptions = {}): this {
    if (this.activePointer !== (options.id ?? MOUSE_POINTER)) return this;
    this.activePointer = null;
    this.activeTool.cancel(this);
    return this;
  }

  /** Hover moves (no press) come from any pointer; during a press only from the pressing one. */
  private isActivePointer(options: PointerOptions): boolean {
    return this.activePointer === null || this.activePointer === (options.id ?? MOUSE_POINTER);
  }

  // ---- keyboard ----------------------------------------------------------------------------
  /** Keyboard shortcuts; answers whether the key was used (the view then prevents the default). */
  keyDown(key: string, options: KeyOptions = {}): boolean {
    const lower = key.toLowerCase();
    if (options.ctrl && lower === 'z') {
      if (options.shift) this.redo();
      else this.undo();
      return true;
    }
    if (options.ctrl && lower === 'y') {
      this.redo();
      return true;
    }
    if (key === 'Escape') {
      this.activeTool.cancel(this);
      this.setTool({ kind: 'select' });
      this.select(null);
      return true;
    }
    if ((key === 'Delete' || key === 'Backspace') && this.selection) {
      const selection = this.selection;
      if (
        this.edit(`remove ${selection.kind}`, (play) => removeSelection(play, this.frameIndex, selection))
      ) {
        this.select(null);
      }
      return true;
    }
    if (isNudgeKey(key)) return this.nudgeKey(key, options.at ?? Date.now());
    if (options.ctrl || options.shift) return false;
    const shortcut = SHORTCUTS[lower];
    if (shortcut) {
      this.setTool(shortcut);
      return true;
    }
    return false;
  }

  keyUp(key: string): void {
    if (this.held?.key === key) {
      this.held = null;
      this.endGesture();
    }
  }

  /** Arrow keys nudge the selection 2 units at once, then once more every 100 ms held; no alignment snap. */
  private nudgeKey(key: string, at: number): boolean {
    const selection = this.selection;
    if (!selection || this.readOnly) return false;
    const from = positionOf(this.play, this.frameIndex, selection);
    if (!from) return false;
    if (this.held?.key !== key) {
      if (this.held) this.endGesture();
      this.held = { key, since: at, applied: 0, from };
      this.beginGesture();
    }
    const held = this.held;
    const wanted = nudgeCount(at - held.since);
    if (wanted > held.applied) {
      const to = nudge(held.from, key, fieldOf(this.play), wanted);
      this.edit('nudge', (play) => translateSelection(play, this.frameIndex, selection, to));
      held.applied = wanted;
    }
    return true;
  }

  // ---- history, frames, view ---------------------------------------------------------------
  undo(): this {
    this.set({ state: undo(this.snap.state), selection: null });
    return this;
  }

  redo(): this {
    this.set({ state: redo(this.snap.state), selection: null });
    return this;
  }

  get canUndo(): boolean {
    return canUndo(this.snap.state.history);
  }

  get canRedo(): boolean {
    return canRedo(this.snap.state.history);
  }

  selectFrame(index: number): this {
    this.set({ state: selectFrame(this.snap.state, index), selection: null });
    return this;
  }

  /** Adds a frame after `afterIndex` (or at the end) and shows it. */
  addFrame(afterIndex?: number): this {
    if (this.edit('add frame', (play) => addFrame(play, afterIndex))) {
      this.selectFrame(afterIndex === undefined ? this.play.frames.length - 1 : afterIndex + 1);
    }
    return this;
  }

  removeFrame(index: number): this {
    if (this.play.frames.length > 1) this.edit('remove frame', (play) => removeFrame(play, index));
    return this.selectFrame(this.frameIndex);
  }

  applyFormation(formation: FormationSource): this {
    if (this.edit('apply formation', (play) => applyFormation(play, formation))) this.selectFrame(0);
    return this;
  }

  /**
   * Half, full or custom field: pieces and goalies go back to the new field's defaults (spec 2 §4).
   * A custom size that is not positive is refused by the domain (P005) and leaves the play as it was.
   */
  changeField(fieldType: FieldType, custom?: CustomField): this {
    if (fieldType === this.play.fieldType && fieldType !== 'CUSTOM') return this;
    if (fieldType === 'CUSTOM' && !(custom && custom.width > 0 && custom.height > 0)) return this;
    if (this.edit(`field ${fieldType.toLowerCase()}`, (play) => changeFieldType(play, fieldType, custom))) {
      this.select(null);
    }
    return this;
  }

  /** Back to the default goals with fresh frames, shown from frame 0. */
  clearField(): this {
    if (this.edit('clear field', clearField)) this.selectFrame(0);
    return this;
  }

  setFieldSetup(on: boolean): this {
    this.edit('field setup', (play) => ({ ...play, fieldSetup: on }));
    return this;
  }

  get maxZoom(): number {
    return maxZoomOf(this.family);
  }

  /** Zoom runs from 1 up to 3 (football 4), in steps of a half. */
  setZoom(zoom: number): this {
    this.set({ zoom: Math.min(this.maxZoom, Math.max(EDITOR.zoomMin, zoom)) });
    return this;
  }
}

/** The id a pointer call without one stands for (the mouse's pointerId in browsers). */
const MOUSE_POINTER = 1;

/** Single-key shortcuts (no modifier). */
const SHORTCUTS: Record<string, ToolId> = {
  v: { kind: 'select' },
  c: { kind: 'comment' },
  b: { kind: 'ball' },
  r: { kind: 'shape', type: 'RECTANGLE' },
  e: { kind: 'shape', type: 'ELLIPSE' },
  a: { kind: 'assign' },
  o: { kind: 'option' },
};

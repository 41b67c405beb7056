import {
  applyEdit,
  beginMark,
  createEditorState,
  EditorState,
  endMark,
  redo,
  selectFrame,
  undo,
} from '../history/editor-state';
import { Play } from '../model/play.types';

/**
 * A headless editor for tests: chain edits, gestures, undo and redo, then assert on `play`.
 * (Pointer-driven tools arrive with the web editor; this drives the model they emit edits to.)
 */
export class TestEditor {
  state: EditorState;

  constructor(play: Play) {
    this.state = createEditorState(play);
  }

  get play(): Play {
    return this.state.play;
  }

  /** One edit on the current frame. */
  edit(action: string, fn: (play: Play, frameIndex: number) => Play): this {
    this.state = applyEdit(this.state, action, (play) => fn(play, this.state.currentFrame));
    return this;
  }

  /** A gesture: each step is applied as the pointer moves; the whole gesture is one undo step. */
  drag(action: string, steps: readonly ((play: Play, frameIndex: number) => Play)[]): this {
    this.state = beginMark(this.state);
    for (const step of steps) this.edit(action, step);
    this.state = endMark(this.state);
    return this;
  }

  select(frameIndex: number): this {
    this.state = selectFrame(this.state, frameIndex);
    return this;
  }

  undo(times = 1): this {
    for (let i = 0; i < times; i += 1) this.state = undo(this.state);
    return this;
  }

  redo(times = 1): this {
    for (let i = 0; i < times; i += 1) this.state = redo(this.state);
    return this;
  }
}

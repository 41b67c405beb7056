import { addFrame } from '../edits/frames.edits';
import { addPlayer, movePlayer } from '../edits/players.edits';
import { passingPlay } from '../testing/play-factory';
import { TestEditor } from '../testing/test-editor';
import { canUndo } from './history';
import {
  applyEdit,
  createEditorState,
  savingStarted,
  savingSucceeded,
  selectFrame,
  undo,
} from './editor-state';

const nudgeA1 = (dx: number) => (play: ReturnType<typeof passingPlay>) => {
  const a1 = play.initial.find((p) => p.id === 'a1')!;
  return movePlayer(play, 'a1', { x: a1.origin.x + dx, y: a1.origin.y });
};

describe('editor state and history', () => {
  it('marks the play modified on any edit and logs the action', () => {
    const editor = new TestEditor(passingPlay()).edit('add player', (p) =>
      addPlayer(p, { type: 'COACH', origin: { x: 1, y: 1 } }),
    );
    expect(editor.state.modified).toBe(true);
    expect(editor.state.actionLog).toEqual([{ action: 'add player', frameIndex: 0 }]);
  });

  it('undoes and redoes edits; undo needs more than one entry', () => {
    const start = passingPlay();
    const editor = new TestEditor(start);
    expect(canUndo(editor.state.history)).toBe(false);
    editor.undo();
    expect(editor.play).toBe(start);
    editor.edit('move', nudgeA1(1)).edit('move', nudgeA1(1));
    expect(editor.play.initial[0]!.origin.x).toBe(27);
    editor.undo();
    expect(editor.play.initial[0]!.origin.x).toBe(26);
    editor.undo();
    expect(editor.play).toBe(start);
    editor.redo(2);
    expect(editor.play.initial[0]!.origin.x).toBe(27);
    editor.undo().edit('other', nudgeA1(-5));
    editor.redo();
    expect(editor.play.initial[0]!.origin.x).toBe(21);
  });

  it('makes one drag one undo step', () => {
    const start = passingPlay();
    const editor = new TestEditor(start).drag('drag player', [nudgeA1(1), nudgeA1(1), nudgeA1(1)]);
    expect(editor.play.initial[0]!.origin.x).toBe(28);
    expect(editor.state.history.past).toHaveLength(1);
    editor.undo();
    expect(editor.play).toBe(start);
    expect(new TestEditor(start).drag('no-op drag', []).state.history.past).toHaveLength(0);
  });

  it('keeps 100 snapshots (99 to go back to) and an action log of 100', () => {
    const editor = new TestEditor(passingPlay());
    for (let i = 0; i < 120; i += 1) editor.edit(`step ${i}`, nudgeA1(i % 2 === 0 ? 1 : -1));
    expect(editor.state.history.past).toHaveLength(99);
    expect(editor.state.actionLog).toHaveLength(100);
    expect(editor.state.actionLog[0]!.action).toBe('step 20');
  });

  it('clamps the selected frame, also after undo removes frames', () => {
    let state = createEditorState(passingPlay());
    state = applyEdit(state, 'add frame', (p) => addFrame(p));
    state = selectFrame(state, 9);
    expect(state.currentFrame).toBe(1);
    state = undo(state);
    expect(state.currentFrame).toBe(0);
  });

  it('clears saving and modified after a save, and gives a new play its saved id', () => {
    let state = applyEdit(createEditorState(passingPlay()), 'x', nudgeA1(1));
    state = savingStarted(state);
    expect(state.saving).toBe(true);
    const saved = savingSucceeded(state, { play: state.play, id: 'play-42' });
    expect([saved.saving, saved.modified, saved.play.id, saved.play.new]).toEqual([
      false,
      false,
      'play-42',
      false,
    ]);
    const edited = applyEdit(state, 'y', nudgeA1(1));
    expect(savingSucceeded(edited, { play: state.play }).modified).toBe(true);
  });
});

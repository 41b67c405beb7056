import { addMove, playTesting, type Play } from '@chalktalk/domain';
import { DesignerEditor, type PointerOptions } from '../editor/designer-editor';

/**
 * Tablets: the designer takes touch and pen pointers like the mouse (place, drag, draw), with spec 2 §4's
 * one exception: a pen-type drag of a player that moves in the current frame is ignored. One pointer at a
 * time drives a gesture, so a second finger or a resting palm cannot disturb it.
 */
const { passingPlay } = playTesting;
const editorOf = (play: Play = passingPlay()) => new DesignerEditor(play);
const origin = (editor: DesignerEditor, id: string) => editor.play.initial.find((p) => p.id === id)!.origin;
const finger = (id = 11): PointerOptions => ({ kind: 'touch', id });
const pen = (id = 21): PointerOptions => ({ kind: 'pen', id });
/** a2 (10, 20) runs to (10, 40) in frame 0. */
const a2Moves = () => addMove(passingPlay(2), 0, { source: 'a2', anchors: [{ x: 10, y: 40 }] });

function dragWith(editor: DesignerEditor, from: [number, number], to: [number, number], o: PointerOptions) {
  return editor
    .pointerDown(...from, o)
    .pointerMove((from[0] + to[0]) / 2, (from[1] + to[1]) / 2, o)
    .pointerMove(...to, o)
    .pointerUp(...to, o);
}

describe('touch', () => {
  it('places a player with a tap and drags it with a finger', () => {
    const editor = editorOf().setTool({ kind: 'player', type: 'ORANGEPLAYER' });
    editor.pointerDown(40, 30, finger()).pointerUp(40, 30, finger());
    const placed = editor.play.initial.at(-1)!;
    expect([placed.type, placed.origin]).toEqual(['ORANGEPLAYER', { x: 40, y: 30 }]);

    editor.setTool({ kind: 'select' });
    dragWith(editor, [40, 30], [44, 36], finger());
    expect(origin(editor, placed.id)).toEqual({ x: 44, y: 36 });
  });

  it('drags a player that moves in the frame (only the pen is refused)', () => {
    const editor = editorOf(a2Moves());
    dragWith(editor, [10, 20], [42, 33], finger());
    expect(origin(editor, 'a2')).toEqual({ x: 42, y: 33 });
  });

  it('draws a move with a finger', () => {
    const editor = editorOf().setTool({ kind: 'move', type: 'MOVE' });
    dragWith(editor, [10, 20], [18, 30], finger());
    expect(editor.play.frames[0]!.moves).toEqual([
      expect.objectContaining({ source: 'a2', anchors: [{ x: 18, y: 30 }] }),
    ]);
  });

  it('ignores a second finger while the first one drags, and the drag stays one undo step', () => {
    const editor = editorOf();
    editor.pointerDown(25, 10, finger(11)).pointerMove(42, 33, finger(11));
    // The second finger lands on a2, moves and lifts: neither a2 nor the drag of a1 is disturbed.
    editor.pointerDown(10, 20, finger(12)).pointerMove(40, 40, finger(12)).pointerUp(40, 40, finger(12));
    expect(origin(editor, 'a2')).toEqual({ x: 10, y: 20 });
    expect(origin(editor, 'a1')).toEqual({ x: 42, y: 33 });
    editor.pointerMove(45, 36, finger(11)).pointerUp(45, 36, finger(11));
    expect(origin(editor, 'a1')).toEqual({ x: 45, y: 36 });
    expect(editor.getSnapshot().state.history.past).toHaveLength(1);
    // Once the first finger is up, the next press is anyone's.
    dragWith(editor, [10, 20], [12, 25], finger(12));
    expect(origin(editor, 'a2')).toEqual({ x: 12, y: 25 });
  });

  it('a cancelled pointer ends its drag where it was; another pointer cannot cancel it', () => {
    const editor = editorOf().setTool({ kind: 'move', type: 'MOVE' });
    editor.pointerDown(10, 20, finger(11)).pointerMove(18, 30, finger(11));
    editor.cancel(finger(12));
    expect(editor.getSnapshot().preview).not.toBeNull();
    editor.cancel(finger(11));
    expect(editor.getSnapshot().preview).toBeNull();
    expect(editor.play.frames[0]!.moves).toHaveLength(0);
    // The canvas is free again.
    dragWith(editor, [10, 20], [18, 30], finger(12));
    expect(editor.play.frames[0]!.moves).toHaveLength(1);
  });

  it('a pointer that presses again after a lost release starts over instead of locking the field', () => {
    const editor = editorOf().setTool({ kind: 'player', type: 'COACH' });
    editor.pointerDown(40, 30, finger(11));
    editor.pointerDown(45, 35, finger(11)).pointerUp(45, 35, finger(11));
    expect(editor.play.initial.filter((p) => p.type === 'COACH').map((p) => p.origin)).toEqual([
      { x: 45, y: 35 },
    ]);
  });
});

describe('pen (spec 2 §4: pen-type pointer drags of moving players are ignored)', () => {
  it('ignores a pen drag of a player that moves in the current frame', () => {
    const editor = editorOf(a2Moves());
    dragWith(editor, [10, 20], [16, 24], pen());
    expect(origin(editor, 'a2')).toEqual({ x: 10, y: 20 });
    expect(editor.getSnapshot().state.modified).toBe(false);
  });

  it('drags with the pen a player that does not move in the current frame', () => {
    const editor = editorOf(a2Moves());
    dragWith(editor, [25, 10], [42, 33], pen());
    expect(origin(editor, 'a1')).toEqual({ x: 42, y: 33 });
  });

  it('on a frame where the player does not move, the pen drags it exactly as the mouse does', () => {
    // a2 moves in frame 0 only; on frame 1 it stands at (10, 40).
    const [byPen, byMouse] = [editorOf(a2Moves()), editorOf(a2Moves())];
    for (const editor of [byPen, byMouse]) editor.selectFrame(1);
    dragWith(byPen, [10, 40], [14, 30], pen());
    dragWith(byMouse, [10, 40], [14, 30], { kind: 'mouse' });
    expect(byPen.getSnapshot().state.modified).toBe(true);
    expect(byPen.play).toEqual(byMouse.play);
  });

  it('still draws a move from a moving player with the pen (drawing is not dragging)', () => {
    const editor = editorOf(a2Moves()).setTool({ kind: 'move', type: 'MOVE' });
    dragWith(editor, [10, 20], [22, 30], pen());
    expect(editor.play.frames[0]!.moves.filter((m) => m.source === 'a2')).toEqual([
      expect.objectContaining({ anchors: [{ x: 22, y: 30 }] }),
    ]);
  });

  it('ignores a palm touching the screen while the pen draws', () => {
    const editor = editorOf().setTool({ kind: 'move', type: 'MOVE' });
    editor.pointerDown(10, 20, pen()).pointerMove(15, 25, pen());
    editor.pointerDown(25, 10, finger()).pointerUp(25, 10, finger());
    editor.pointerMove(18, 30, pen()).pointerUp(18, 30, pen());
    expect(editor.play.frames[0]!.moves).toEqual([
      expect.objectContaining({ source: 'a2', anchors: [{ x: 18, y: 30 }] }),
    ]);
  });
});

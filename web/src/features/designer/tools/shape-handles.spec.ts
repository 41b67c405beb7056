import { addComment, addPiece, playTesting, type Play } from '@chalktalk/domain';
import { DesignerEditor } from '../editor/designer-editor';
import { rotationHandleOf } from '../editor/piece-handles';

const { passingPlay } = playTesting;
const pieceOf = (editor: DesignerEditor, id: string) => editor.play.fieldPieces.find((p) => p.id === id)!;
const commentOf = (editor: DesignerEditor) => editor.play.frames[0]!.fieldComments[0]!;
const round = (p: { x: number; y: number }) => ({ x: +p.x.toFixed(6), y: +p.y.toFixed(6) });

/** passingPlay has players at (25, 10), (10, 20), (25, 14); the shapes below sit clear of them. */
const withRectangle = (): Play =>
  addPiece(passingPlay(), { id: 'r', type: 'RECTANGLE', origin: { x: 40, y: 30 } });

describe('piece rotation handle', () => {
  it('turns a selected piece towards the pointer in 15 degree steps, one undo step per drag', () => {
    const editor = new DesignerEditor(withRectangle());
    editor.pointerDown(40, 30).pointerUp(40, 30);
    expect(editor.selection).toEqual({ kind: 'piece', id: 'r' });
    // The handle sits 2.5 units above the top edge of the 10 x 5 rectangle.
    expect(rotationHandleOf(pieceOf(editor, 'r'))).toEqual({ x: 40, y: 25 });
    editor.pointerDown(40, 25).pointerMove(45, 30).pointerMove(44.2, 34.3).pointerUp(44.2, 34.3);
    expect(pieceOf(editor, 'r')).toEqual(
      expect.objectContaining({ rotation: 135, origin: { x: 40, y: 30 }, width: 10, height: 5 }),
    );
    expect(editor.selection).toEqual({ kind: 'piece', id: 'r' });
    expect(editor.getSnapshot().state.history.past).toHaveLength(1);
    editor.undo();
    expect(pieceOf(editor, 'r').rotation).toBe(0);
    editor.redo();
    expect(pieceOf(editor, 'r').rotation).toBe(135);
  });

  it('does not rotate for a press within the 3 px drag tolerance', () => {
    const editor = new DesignerEditor(withRectangle());
    editor.pointerDown(40, 30).pointerUp(40, 30);
    editor.pointerDown(40, 25).pointerMove(40.2, 25).pointerUp(40.2, 25);
    expect(pieceOf(editor, 'r').rotation).toBe(0);
    expect(editor.getSnapshot().state.modified).toBe(false);
  });

  it('hit-tests a turned piece by its turned box', () => {
    const editor = new DesignerEditor(withRectangle());
    editor.pointerDown(40, 34).pointerUp(40, 34);
    expect(editor.selection).toBeNull();
    editor.pointerDown(40, 30).pointerUp(40, 30);
    editor.pointerDown(40, 25).pointerMove(47, 30).pointerUp(47, 30);
    expect(pieceOf(editor, 'r').rotation).toBe(90);
    editor.keyDown('Escape');
    // Turned a quarter, the rectangle now reaches 5 units down from its centre.
    editor.pointerDown(40, 34).pointerUp(40, 34);
    expect(editor.selection).toEqual({ kind: 'piece', id: 'r' });
  });

  it('turns a line with its players', () => {
    const play = addPiece(passingPlay(), {
      id: 'ol',
      type: 'OLINE',
      origin: { x: 40, y: 30 },
      playerCount: 2,
      width: 6,
    });
    const editor = new DesignerEditor(play);
    editor.pointerDown(40, 30).pointerUp(40, 30);
    expect(editor.selection).toEqual({ kind: 'piece', id: 'ol' });
    editor.pointerDown(40, 27.5).pointerMove(44, 30).pointerMove(48, 30.5).pointerUp(48, 30.5);
    expect(pieceOf(editor, 'ol').rotation).toBe(90);
    expect(editor.play.initial.filter((p) => p.pieceId === 'ol').map((p) => round(p.origin))).toEqual([
      { x: 40, y: 27 },
      { x: 40, y: 33 },
    ]);
  });
});

describe('comment resize handle', () => {
  // 150 x 50 comment units = 15 x 5 field units, drawn from its top-left origin (30, 2).
  const withComment = () => addComment(passingPlay(), 0, { text: 'Screen here', origin: { x: 30, y: 2 } });

  it('selects a comment anywhere in its box, which starts at its top-left origin', () => {
    const editor = new DesignerEditor(withComment());
    editor.pointerDown(44, 6.5).pointerUp(44, 6.5);
    expect(editor.selection).toEqual({ kind: 'comment', id: 'comment-1' });
    editor.keyDown('Escape');
    editor.pointerDown(29, 1.5).pointerUp(29, 1.5);
    expect(editor.selection).toBeNull();
  });

  it('resizes a selected comment by its bottom-right corner, one undo step per drag', () => {
    const editor = new DesignerEditor(withComment());
    editor.pointerDown(35, 4).pointerUp(35, 4);
    editor.pointerDown(45, 7).pointerMove(50, 9).pointerMove(55, 12).pointerUp(55, 12);
    expect(commentOf(editor)).toEqual(
      expect.objectContaining({ origin: { x: 30, y: 2 }, width: 250, height: 100 }),
    );
    expect(editor.getSnapshot().state.history.past).toHaveLength(1);
    editor.undo();
    expect(commentOf(editor)).toEqual(expect.objectContaining({ width: 150, height: 50 }));
  });

  it('stops at the smallest comment size, and dragging the body still moves it', () => {
    const editor = new DesignerEditor(withComment());
    editor.pointerDown(35, 4).pointerUp(35, 4);
    editor.pointerDown(45, 7).pointerMove(31, 2.5).pointerUp(31, 2.5);
    expect(commentOf(editor)).toEqual(expect.objectContaining({ width: 40, height: 24 }));
    editor.pointerDown(31, 3).pointerMove(36, 8).pointerUp(36, 8);
    expect(commentOf(editor)).toEqual(
      expect.objectContaining({ origin: { x: 35, y: 7 }, width: 40, height: 24 }),
    );
  });
});

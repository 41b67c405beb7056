import { TestEditor } from '../testing/test-editor';
import { passingPlay } from '../testing/play-factory';
import { addComment, MIN_COMMENT_SIZE, resizeComment } from './comments.edits';

const withComment = () => addComment(passingPlay(), 0, { text: 'Screen here', origin: { x: 10, y: 5 } });
const commentOf = (play: ReturnType<typeof passingPlay>) => play.frames[0]!.fieldComments[0]!;

describe('resizeComment', () => {
  it('sets the size in whole units and keeps the top-left origin', () => {
    const play = resizeComment(withComment(), 0, 'comment-1', { width: 220.4, height: 80.6 });
    expect(commentOf(play)).toEqual({
      id: 'comment-1',
      text: 'Screen here',
      origin: { x: 10, y: 5 },
      width: 220,
      height: 81,
    });
  });

  it('never goes below the minimum size, and ignores sizes that are not numbers', () => {
    const tiny = resizeComment(withComment(), 0, 'comment-1', { width: -30, height: 3 });
    expect(commentOf(tiny)).toEqual(expect.objectContaining(MIN_COMMENT_SIZE));
    const play = withComment();
    expect(resizeComment(play, 0, 'comment-1', { width: Number.NaN, height: 60 })).toBe(play);
    expect(resizeComment(play, 0, 'comment-1', { width: 150, height: 50 })).toBe(play);
  });

  it('refuses a comment that is not in the frame (P003)', () => {
    expect(() => resizeComment(withComment(), 0, 'nope', { width: 100, height: 60 })).toThrow(
      expect.objectContaining({ code: 'P003' }),
    );
  });

  it('is one undo step for a whole resize drag', () => {
    const editor = new TestEditor(withComment());
    editor.drag('resize comment', [
      (play, frame) => resizeComment(play, frame, 'comment-1', { width: 170, height: 60 }),
      (play, frame) => resizeComment(play, frame, 'comment-1', { width: 200, height: 70 }),
      (play, frame) => resizeComment(play, frame, 'comment-1', { width: 240, height: 90 }),
    ]);
    expect(commentOf(editor.play)).toEqual(expect.objectContaining({ width: 240, height: 90 }));
    editor.undo();
    expect(commentOf(editor.play)).toEqual(expect.objectContaining({ width: 150, height: 50 }));
    editor.redo();
    expect(commentOf(editor.play)).toEqual(expect.objectContaining({ width: 240, height: 90 }));
  });
});

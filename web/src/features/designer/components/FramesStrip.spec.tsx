import { playTesting } from '@chalktalk/domain';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { DesignerEditor } from '../editor/designer-editor';
import { FrameComment } from './FrameComment';
import { FramesStrip } from './FramesStrip';

describe('frames strip', () => {
  it('adds frames after the current one or at the end, selects and removes them', async () => {
    const editor = new DesignerEditor(playTesting.passingPlay(2));
    editor.edit('mark frame 1', (p) => ({
      ...p,
      frames: p.frames.map((f, i) => (i === 1 ? { ...f, comment: 'second' } : f)),
    }));
    const { user } = renderWithProviders(<FramesStrip editor={editor} />);
    await user.click(screen.getByRole('button', { name: 'Add frame after 1' }));
    expect(editor.play.frames.map((f) => f.comment)).toEqual(['', '', 'second']);
    expect(screen.getByRole('button', { name: 'Frame 2' })).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByRole('button', { name: 'Add frame at end' }));
    expect(editor.play.frames).toHaveLength(4);
    expect(editor.frameIndex).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Frame 3' }));
    await user.click(screen.getByRole('button', { name: 'Remove frame 3' }));
    expect(editor.play.frames.map((f) => f.comment)).toEqual(['', '', '']);
    expect(editor.frameIndex).toBe(2);
  });

  it('edits the comment of the frame shown', async () => {
    const editor = new DesignerEditor(playTesting.passingPlay(2)).selectFrame(1);
    const { user } = renderWithProviders(<FrameComment editor={editor} />);
    await user.type(screen.getByLabelText('Frame 2 comment'), 'Cut hard');
    expect(editor.play.frames.map((f) => f.comment)).toEqual(['', 'Cut hard']);
  });

  it('never removes the last frame, and clamps a selection past the end', () => {
    const editor = new DesignerEditor(playTesting.passingPlay(1));
    renderWithProviders(<FramesStrip editor={editor} />);
    expect(screen.getByRole('button', { name: 'Remove frame 1' })).toBeDisabled();
    editor.selectFrame(7);
    expect(editor.frameIndex).toBe(0);
  });
});

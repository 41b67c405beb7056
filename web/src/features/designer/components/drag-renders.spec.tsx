import { playTesting } from '@chalktalk/domain';
import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { renderWithProviders } from '../../../test/render';
import { DesignerEditor } from '../editor/designer-editor';
import { DesignerToolbar } from './DesignerToolbar';
import { FramesStrip } from './FramesStrip';
import { Palette } from './Palette';
import { SidePanel } from './SidePanel';

/**
 * The drag benchmark (web/README.md) holds 60 fps because a drag, which changes the play on every pointer
 * move, redraws only the field: the palette, the toolbar, the frames strip and the side panel subscribe to
 * the values they show, which a drag leaves alone.
 */
describe('a drag', () => {
  it('re-renders neither the palette, the toolbar, the frames strip nor the side panel', () => {
    const editor = new DesignerEditor(playTesting.passingPlay(2));
    const commits: Record<string, number> = {};
    const counted = (id: string, ui: React.ReactNode) => (
      <Profiler id={id} onRender={() => (commits[id] = (commits[id] ?? 0) + 1)}>
        {ui}
      </Profiler>
    );
    renderWithProviders(
      <>
        {counted('palette', <Palette editor={editor} />)}
        {counted(
          'toolbar',
          <DesignerToolbar
            editor={editor}
            mode="edit"
            onMode={() => undefined}
            sidePanelShown
            onToggleSidePanel={() => undefined}
            onSave={() => undefined}
          />,
        )}
        {counted('frames', <FramesStrip editor={editor} />)}
        {counted('side', <SidePanel editor={editor} />)}
      </>,
    );
    // Press a1 and start dragging: the selection shows in the side panel, the first edit enables Undo.
    act(() => {
      editor.pointerDown(25, 10).pointerMove(30, 26);
    });
    const before = { ...commits };
    act(() => {
      for (let i = 0; i < 20; i += 1) editor.pointerMove(30 + i * 0.5, 26 + i * 0.3);
    });
    act(() => {
      editor.pointerUp(40, 32);
    });
    expect(editor.getSnapshot().state.history.past).toHaveLength(1);
    expect(commits).toEqual(before);
  });
});

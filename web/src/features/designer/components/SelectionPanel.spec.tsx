import { addPiece, playTesting } from '@chalktalk/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesignerEditor } from '../editor/designer-editor';
import { SelectionPanel } from './SelectionPanel';

describe('SelectionPanel', () => {
  it('turns a selected piece to one of the handle angles from the keyboard, as one undo step', async () => {
    const play = addPiece(playTesting.passingPlay(), {
      id: 'r',
      type: 'RECTANGLE',
      origin: { x: 40, y: 30 },
    });
    const editor = new DesignerEditor(play);
    render(<SelectionPanel editor={editor} />);
    act(() => editor.select({ kind: 'piece', id: 'r' }));
    const rotation = screen.getByRole('combobox', { name: 'Rotation' });
    expect(rotation).toHaveValue('0');
    expect(screen.getAllByRole('option')).toHaveLength(24);
    await userEvent.setup().selectOptions(rotation, '105°');
    expect(editor.play.fieldPieces.find((p) => p.id === 'r')!.rotation).toBe(105);
    expect(rotation).toHaveValue('105');
    act(() => {
      editor.undo();
      editor.select({ kind: 'piece', id: 'r' });
    });
    expect(editor.play.fieldPieces.find((p) => p.id === 'r')!.rotation).toBe(0);
    expect(screen.getByRole('combobox', { name: 'Rotation' })).toHaveValue('0');
  });
});

import { addPiece, playTesting } from '@chalktalk/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
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
    renderWithProviders(<SelectionPanel editor={editor} />);
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

  it('sets a line to 2..8 players and shows or hides a goal goalie', async () => {
    let play = addPiece(playTesting.passingPlay(), { id: 'ol', type: 'OLINE', origin: { x: 25, y: 30 } });
    play = addPiece(play, { id: 'g2', type: 'GOAL', origin: { x: 25, y: 5 }, rotation: 180 });
    const editor = new DesignerEditor(play);
    const user = userEvent.setup();
    renderWithProviders(<SelectionPanel editor={editor} />);
    act(() => editor.select({ kind: 'piece', id: 'ol' }));
    const count = screen.getByRole('combobox', { name: 'Players on the line' });
    expect(count).toHaveValue('3');
    expect(Array.from((count as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    await user.selectOptions(count, '8');
    expect(editor.play.initial.filter((p) => p.pieceId === 'ol')).toHaveLength(8);
    await user.selectOptions(count, '2');
    expect(editor.play.initial.filter((p) => p.pieceId === 'ol')).toHaveLength(2);
    // A selected line player offers its line's count too (the players cover the line).
    const onLine = editor.play.initial.find((p) => p.pieceId === 'ol')!;
    act(() => editor.select({ kind: 'player', id: onLine.id }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Players on the line' }), '4');
    expect(editor.play.initial.filter((p) => p.pieceId === 'ol')).toHaveLength(4);

    act(() => editor.select({ kind: 'piece', id: 'g2' }));
    const goalie = screen.getByRole('checkbox', { name: 'Goalie' });
    const goalies = () => editor.play.initial.filter((p) => p.pieceId === 'g2' && p.type === 'GOALIE');
    expect(goalie).not.toBeChecked();
    await user.click(goalie);
    expect(goalies()).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'Goalie' }));
    expect(goalies()).toHaveLength(0);
  });
});

import { createNewPlay } from '@chalktalk/domain';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { DesignerEditor } from '../editor/designer-editor';
import { FieldPanel } from './FieldPanel';

describe('FieldPanel', () => {
  it('switches to a custom field of the size typed, refusing sizes of 0, and clears the field', async () => {
    const editor = new DesignerEditor(createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { id: 'p__1' }));
    const { user } = renderWithProviders(<FieldPanel editor={editor} />);
    const change = screen.getByRole('button', { name: 'Change field' });
    expect(change).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(screen.getByLabelText('Width')).toHaveValue(50);
    expect(screen.getByLabelText('Height')).toHaveValue(42);
    await user.clear(screen.getByLabelText('Width'));
    await user.type(screen.getByLabelText('Width'), '0');
    expect(screen.getByText('Enter a width and height above 0.')).toBeInTheDocument();
    expect(change).toBeDisabled();
    await user.clear(screen.getByLabelText('Width'));
    await user.type(screen.getByLabelText('Width'), '36');
    await user.click(change);
    expect(editor.play).toMatchObject({ fieldType: 'CUSTOM', fieldConfig: { width: 36, height: 42 } });

    act(() => {
      editor.setTool({ kind: 'player', type: 'BLUEPLAYER' }).pointerDown(10, 10).pointerUp(10, 10);
    });
    await user.click(screen.getByRole('button', { name: 'Clear field' }));
    expect(editor.play.initial).toEqual([]);
    expect(editor.play.fieldType).toBe('CUSTOM');
  });

  it('cannot change a read-only play', () => {
    const play = createNewPlay('LACROSSE_BOX', 'HALF_FIELD', { id: 'p1' });
    renderWithProviders(<FieldPanel editor={new DesignerEditor(play, { readOnly: true })} />);
    expect(screen.getByRole('button', { name: 'Clear field' })).toBeDisabled();
    for (const type of screen.getAllByRole('radio')) expect(type).toBeDisabled();
  });
});

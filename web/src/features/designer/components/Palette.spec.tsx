import { createNewPlay, type PlayType, type SportLine } from '@chalktalk/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { DesignerEditor } from '../editor/designer-editor';
import { Palette } from './Palette';

function renderPalette(line: SportLine, type: PlayType = 'HALF_FIELD') {
  const editor = new DesignerEditor(createNewPlay(line, type, { id: 'p__1' }));
  return { editor, ...renderWithProviders(<Palette editor={editor} />) };
}

const toolsIn = (section: string) =>
  within(screen.getByRole('region', { name: section }))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));

describe('tool palette', () => {
  it('offers the basketball catalogue per play type', () => {
    renderPalette('BASKETBALL_HS');
    expect(toolsIn('Offense')).toEqual(['Pick', 'Dribble', 'Shoot', 'Option', 'Rebound']);
    expect(toolsIn('Defense')).toEqual(['Zone', 'Assign']);
    expect(toolsIn('Other')).toEqual(['Comment', 'Rectangle', 'Ellipse']);
    expect(screen.queryByRole('region', { name: 'Drill' })).toBeNull();
  });

  it('offers lacrosse and football their own tools', () => {
    renderPalette('LACROSSE_MENS');
    expect(toolsIn('Offense')).toEqual(['Pick', 'Move 2', 'Shoot', 'Option', 'Ground Ball']);
    document.body.innerHTML = '';
    renderPalette('FOOTBALL_HS', 'FULL_FIELD');
    expect(toolsIn('Offense')).toEqual(['Pre-Snap', 'Option', 'Snap', 'Handoff']);
    expect(toolsIn('Defense')).toEqual(['Zone', 'Assign']);
  });

  it('shows only the drill list for drills', () => {
    renderPalette('BASKETBALL_HS', 'DRILL');
    expect(toolsIn('Drill')).toEqual([
      'Pick',
      'Dribble',
      'Zone',
      'Shoot',
      'Option',
      'Rebound',
      'Assign',
      'Comment',
    ]);
    expect(screen.queryByRole('region', { name: 'Offense' })).toBeNull();
  });

  it.each([
    ['LACROSSE_MENS', ['Pick', 'Move 2', 'Zone', 'Shoot', 'Option', 'Ground Ball', 'Assign', 'Comment']],
    ['FOOTBALL_HS', ['Pre-Snap', 'Zone', 'Option', 'Assign', 'Comment']],
  ] as const)('gives %s drills the catalogue drill list', (line, tools) => {
    renderPalette(line, 'DRILL');
    expect(toolsIn('Drill')).toEqual(tools);
  });

  it.each(['BASKETBALL_MENS_COLLEGE', 'LACROSSE_WOMENS', 'LACROSSE_BOX', 'FOOTBALL_COLLEGE'] as const)(
    'gives %s plays defense (Zone, Assign) and other (Comment, Shapes)',
    (line) => {
      renderPalette(line, line.startsWith('FOOTBALL') ? 'FULL_FIELD' : 'HALF_FIELD');
      expect(toolsIn('Defense')).toEqual(['Zone', 'Assign']);
      expect(toolsIn('Other')).toEqual(['Comment', 'Rectangle', 'Ellipse']);
    },
  );

  it('groups the catalogue as OFFENSE_MOVE and OFFENSE_PASS, and offers field pieces in field setup', () => {
    const { editor } = renderPalette('BASKETBALL_WOMENS_COLLEGE');
    const offense = screen.getByRole('region', { name: 'Offense' });
    expect(within(within(offense).getByRole('group', { name: 'Move' })).getAllByRole('button')).toHaveLength(
      2,
    );
    expect(within(within(offense).getByRole('group', { name: 'Pass' })).getAllByRole('button')).toHaveLength(
      3,
    );
    expect(screen.queryByRole('region', { name: 'Field' })).toBeNull();
    act(() => editor.setFieldSetup(true));
    expect(toolsIn('Field')).toEqual(['Goal', 'Offensive line', 'Defensive line']);
  });

  it('arms the clicked tool', async () => {
    const { editor, user } = renderPalette('BASKETBALL_HS');
    await user.click(screen.getByRole('button', { name: 'Dribble' }));
    expect(editor.getSnapshot().tool).toEqual({ kind: 'move', type: 'DRIBBLE' });
    expect(screen.getByRole('button', { name: 'Dribble' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Select' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows every tool as its icon with its name as tooltip, and every named group with its icon', async () => {
    const { user } = renderPalette('LACROSSE_MENS');
    const tools = within(screen.getByRole('navigation', { name: 'Tools' })).getAllByRole('button');
    for (const button of tools) expect(button.querySelector('svg')).not.toBeNull();
    await user.hover(screen.getByRole('button', { name: 'Ground Ball' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ground Ball');
    const offense = screen.getByRole('region', { name: 'Offense' });
    for (const name of ['Move', 'Pass']) {
      const group = within(offense).getByRole('group', { name });
      const icon = group.querySelector('[data-group-icon]')!;
      expect(icon.querySelector('svg')).not.toBeNull();
      await user.hover(icon);
      expect(await screen.findByRole('tooltip', { name })).toBeInTheDocument();
      await user.unhover(icon);
    }
  });

  it('is one tab stop: Tab lands on the armed tool, arrows move between tools, Enter arms one', async () => {
    const { editor, user } = renderPalette('BASKETBALL_HS');
    const button = (name: string) => screen.getByRole('button', { name });
    expect(button('Select')).toHaveAttribute('tabindex', '0');
    expect(button('Pick')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(button('Select')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(button('Orange player')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(button('Blue player')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Ellipse')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(button('Select')).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(editor.getSnapshot().tool).toEqual({ kind: 'shape', type: 'ELLIPSE' });
    // The armed tool is now the palette's tab stop.
    expect(button('Ellipse')).toHaveAttribute('tabindex', '0');
    expect(button('Select')).toHaveAttribute('tabindex', '-1');
  });

  it("marks the arrow keys it uses, so the editor's nudge leaves them alone", () => {
    renderPalette('BASKETBALL_HS');
    const select = screen.getByRole('button', { name: 'Select' });
    select.focus();
    const used = !fireEvent.keyDown(select, { key: 'ArrowRight' });
    expect(used).toBe(true);
    expect(!fireEvent.keyDown(screen.getByRole('button', { name: 'Blue player' }), { key: 'x' })).toBe(false);
  });

  it('tells the layout when a tool was chosen (the phone drawer closes)', async () => {
    const editor = new DesignerEditor(createNewPlay('FOOTBALL_HS', 'FULL_FIELD', { id: 'p__1' }));
    const chosen = jest.fn();
    const { user } = renderWithProviders(<Palette editor={editor} onChosen={chosen} />);
    await user.click(screen.getByRole('button', { name: 'Snap' }));
    expect(chosen).toHaveBeenCalledTimes(1);
    expect(editor.getSnapshot().tool).toEqual({ kind: 'pass', type: 'SNAP' });
  });
});

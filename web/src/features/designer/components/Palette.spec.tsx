import { createNewPlay, type PlayType, type SportLine } from '@chalktalk/domain';
import { screen, within } from '@testing-library/react';
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
    .map((b) => b.textContent);

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

  it('arms the clicked tool', async () => {
    const { editor, user } = renderPalette('BASKETBALL_HS');
    await user.click(screen.getByRole('button', { name: 'Dribble' }));
    expect(editor.getSnapshot().tool).toEqual({ kind: 'move', type: 'DRIBBLE' });
    expect(screen.getByRole('button', { name: 'Dribble' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Select' })).toHaveAttribute('aria-pressed', 'false');
  });
});

import { createNewPlay, type PlayType, type SportLine } from '@chalktalk/domain';
import { act, screen, within } from '@testing-library/react';
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
});

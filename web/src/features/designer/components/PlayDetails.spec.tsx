import { createNewPlay, playTesting } from '@chalktalk/domain';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { DesignerEditor } from '../editor/designer-editor';
import { PlayDetails } from './PlayDetails';

describe('play details', () => {
  it('credits a copied community play under its name, linking to the community play', () => {
    const copiedFrom = { communityPlayId: 'cp-9', name: 'Horns Flare', authorScreenName: 'CoachK' };
    const editor = new DesignerEditor({ ...playTesting.passingPlay(), copiedFrom });
    renderWithProviders(<PlayDetails editor={editor} />);
    expect(screen.getByText(/^Copied from/)).toHaveTextContent('Copied from Horns Flare by CoachK');
    expect(screen.getByRole('link', { name: 'Horns Flare' })).toHaveAttribute(
      'href',
      '/community/play?p=cp-9',
    );
  });

  it('renames with the name rule and shows the spec message for a bad name', async () => {
    const editor = new DesignerEditor(playTesting.passingPlay());
    const { user } = renderWithProviders(<PlayDetails editor={editor} />);
    await user.type(screen.getByLabelText('Name'), 'Horns');
    expect(editor.play.name).toBe('Horns');
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'x'.repeat(40));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a name less than 40 characters long');
    expect(editor.play.name).toBe('x'.repeat(39));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '-dash');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a name less than 40 characters long');
  });

  it('shows the name the play has after undo', async () => {
    const editor = new DesignerEditor(playTesting.passingPlay());
    const { user } = renderWithProviders(<PlayDetails editor={editor} />);
    await user.type(screen.getByLabelText('Name'), 'Go');
    act(() => {
      editor.undo();
    });
    expect(screen.getByLabelText('Name')).toHaveValue('G');
  });

  it('offers the sport tags, with See All above 2 chosen', async () => {
    const editor = new DesignerEditor(playTesting.passingPlay());
    const { user } = renderWithProviders(<PlayDetails editor={editor} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    for (const tag of ['Offense', 'Press', 'Transition'])
      await user.click(screen.getByRole('checkbox', { name: tag }));
    expect(editor.play.tags).toEqual(['Offense', 'Press', 'Transition']);
    const chosen = screen.getByRole('list', { name: 'Tags' });
    expect(chosen).toHaveTextContent('OffensePress');
    expect(chosen).not.toHaveTextContent('Transition');
    await user.click(screen.getByRole('button', { name: 'See All' }));
    expect(chosen).toHaveTextContent('Transition');
  });

  it('offers the lacrosse tags in spec order and no tags at all in football', () => {
    renderWithProviders(
      <PlayDetails editor={new DesignerEditor(createNewPlay('LACROSSE_BOX', 'HALF_FIELD'))} />,
    );
    expect(screen.getAllByRole('checkbox').map((box) => box.parentElement!.textContent!.trim())).toEqual([
      'Offense',
      'Extra-Man',
      'Defense',
      'Man-Down',
      'Ride',
      'Clear',
      'Face-Off',
      'Stick-Work',
      'Read-and-React',
      'Transition',
    ]);
    document.body.innerHTML = '';
    renderWithProviders(
      <PlayDetails editor={new DesignerEditor(createNewPlay('FOOTBALL_COLLEGE', 'FULL_FIELD'))} />,
    );
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByLabelText('Description')).toBeInTheDocument();
  });

  it('edits the description; a read-only play cannot be changed', async () => {
    const editor = new DesignerEditor(playTesting.passingPlay());
    const { user } = renderWithProviders(<PlayDetails editor={editor} />);
    await user.type(screen.getByLabelText('Description'), 'Screen away');
    expect(editor.play.description).toBe('Screen away');

    document.body.innerHTML = '';
    const locked = new DesignerEditor(playTesting.passingPlay(), { readOnly: true });
    renderWithProviders(<PlayDetails editor={locked} />);
    await user.type(screen.getByLabelText('Description'), 'nope');
    expect(locked.play.description).toBe('');
  });
});

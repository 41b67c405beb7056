import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../test/render';
import { useConfirm } from './use-confirm';

const question = {
  title: 'Remove player',
  message: 'Remove Ben Lee from Harbor Hawks?',
  confirmLabel: 'Remove',
};

/** Asks the question on a button press and shows what the promise resolved to. */
function Asker() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={() => void confirm(question).then((yes) => setAnswer(String(yes)))}>
        Ask
      </button>
      <output aria-label="answer">{answer}</output>
    </>
  );
}

function setup() {
  const { user } = renderWithProviders(<Asker />);
  // The modals host is fetched on the first question (theme/modals-host.ts), so the dialog may come a moment later.
  const ask = async () => {
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByRole('dialog');
  };
  return { user, ask };
}

describe('useConfirm', () => {
  it('shows a modal dialog labelled by its title, with the confirm button focused', async () => {
    const { ask } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await ask();
    const dialog = screen.getByRole('dialog', { name: 'Remove player' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Remove Ben Lee from Harbor Hawks?');
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveFocus();
  });

  it('resolves true when confirmed and closes', async () => {
    const { user, ask } = setup();
    await ask();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(screen.getByLabelText('answer')).toHaveTextContent('true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on Cancel', async () => {
    const { user, ask } = setup();
    await ask();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('answer')).toHaveTextContent('false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on Escape', async () => {
    const { user, ask } = setup();
    await ask();
    await user.keyboard('{Escape}');
    expect(screen.getByLabelText('answer')).toHaveTextContent('false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('declines the first question when a second one replaces it, and answers the second', async () => {
    const answers: boolean[] = [];
    function AskTwice() {
      const confirm = useConfirm();
      return (
        <button
          type="button"
          onClick={() => {
            void confirm(question).then((yes) => answers.push(yes));
            void confirm({ ...question, title: 'Second' }).then((yes) => answers.push(yes));
          }}
        >
          Ask twice
        </button>
      );
    }
    const { user } = renderWithProviders(<AskTwice />);
    await user.click(screen.getByRole('button', { name: 'Ask twice' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Second' })).getByRole('button', { name: 'Remove' }),
    );
    expect(answers).toEqual([false, true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('declines a question still open when the component goes away', async () => {
    let answered: boolean | undefined;
    function Unmounting() {
      const confirm = useConfirm();
      return (
        <button type="button" onClick={() => void confirm(question).then((yes) => (answered = yes))}>
          Ask
        </button>
      );
    }
    const { user, unmount } = renderWithProviders(<Unmounting />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('dialog', { name: 'Remove player' })).toBeInTheDocument();
    unmount();
    await Promise.resolve();
    expect(answered).toBe(false);
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useConfirm } from './use-confirm';

const question = {
  title: 'Remove player',
  message: 'Remove Ben Lee from Harbor Hawks?',
  confirmLabel: 'Remove',
};

/** Asks the question on a button press and shows what the promise resolved to. */
function Asker() {
  const [confirm, confirmDialog] = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={() => void confirm(question).then((yes) => setAnswer(String(yes)))}>
        Ask
      </button>
      <output aria-label="answer">{answer}</output>
      {confirmDialog}
    </>
  );
}

function setup() {
  const user = userEvent.setup();
  render(<Asker />);
  return { user, ask: () => user.click(screen.getByRole('button', { name: 'Ask' })) };
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

  it('resolves false on Escape without the Escape reaching a modal underneath', async () => {
    const { user, ask } = setup();
    const modalUnderneath = jest.fn();
    window.addEventListener('keydown', modalUnderneath);
    try {
      await ask();
      await user.keyboard('{Escape}');
      expect(screen.getByLabelText('answer')).toHaveTextContent('false');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(modalUnderneath).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('keydown', modalUnderneath);
    }
  });

  it('declines a question still open when the component goes away', async () => {
    let answered: boolean | undefined;
    function Unmounting() {
      const [confirm, confirmDialog] = useConfirm();
      return (
        <>
          <button type="button" onClick={() => void confirm(question).then((yes) => (answered = yes))}>
            Ask
          </button>
          {confirmDialog}
        </>
      );
    }
    const user = userEvent.setup();
    const { unmount } = render(<Unmounting />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    unmount();
    await Promise.resolve();
    expect(answered).toBe(false);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { errorReply, mockApi } from '../../test/fetch-mock';
import { makeProfile, makeSession, signedInState, signedOutState, teamsResponse } from '../../test/factories';
import { renderApp } from '../../test/render';
import type { DevMail } from './devMailboxApi';

function mail(overrides: Partial<DevMail>): DevMail {
  return {
    id: `m-${Math.random()}`,
    to: 'casey@example.com',
    subject: 'Verify your email',
    text: 'Hello',
    html: '',
    receivedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('dev mailbox', () => {
  it('lists mail newest first with subject, recipient and time, and opens app links in the app', async () => {
    mockApi({
      'GET /api/dev/mailbox': {
        body: {
          messages: [
            mail({
              subject: 'Verify your email',
              text: 'Confirm: http://localhost:8080/email-action?mode=verifyEmail&oobCode=v1&apiKey=k\nThanks',
            }),
            mail({
              subject: 'Reset your password',
              to: 'other@example.com',
              receivedAt: '2026-01-01T11:00:00.000Z',
              text: '',
              html: '<a href="http://localhost:8080/email-action?mode=resetPassword&amp;oobCode=r1">Reset</a>',
            }),
          ],
        },
      },
      'POST /api/account/applyActionCode': { body: {} },
    });
    const { user, location } = renderApp('/dev/mailbox', { preloadedState: signedOutState() });

    const mails = await screen.findAllByRole('article');
    expect(mails.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Reset your password',
      'Verify your email',
    ]);
    expect(within(mails[0]).getByText(/To other@example\.com/)).toBeInTheDocument();
    expect(within(mails[0]).getByRole('link')).toHaveAttribute(
      'href',
      '/email-action?mode=resetPassword&oobCode=r1',
    );

    await user.type(screen.getByLabelText('Recipient'), 'casey@');
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: /mode=verifyEmail/ }));
    await waitFor(() => expect(location()).toBe('/email-action?mode=verifyEmail&oobCode=v1&apiKey=k'));
    expect(await screen.findByText('Your email has been verified.')).toBeInTheDocument();
  });

  it('says there is no mailbox when the call does not answer (not the embedded product)', async () => {
    mockApi({ 'GET /api/dev/mailbox': errorReply(404, 'G004', 'The requested item could not be found.') });
    renderApp('/dev/mailbox', { preloadedState: signedOutState() });
    expect(await screen.findByText(/There is no dev mailbox here/)).toBeInTheDocument();
  });

  it('puts a Dev Mailbox entry in the user menu only where the mailbox answers', async () => {
    const session = makeSession();
    const handlers = {
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: teamsResponse() },
    };
    mockApi({ ...handlers, 'GET /api/dev/mailbox': { body: { messages: [] } } });
    const { user, unmount } = renderApp('/feed', { preloadedState: signedInState(session) });
    await user.click(await screen.findByRole('button', { name: /Account menu$/ }));
    expect(await screen.findByRole('menuitem', { name: 'Dev Mailbox' })).toHaveAttribute(
      'href',
      '/dev/mailbox',
    );
    unmount();

    const server = mockApi({ ...handlers, 'GET /api/dev/mailbox': errorReply(404, 'G004', 'Not found') });
    const second = renderApp('/feed', { preloadedState: signedInState(session) });
    await second.user.click(await screen.findByRole('button', { name: /Account menu$/ }));
    await waitFor(() => expect(server.calls('GET /api/dev/mailbox')).toHaveLength(1));
    expect(screen.queryByRole('menuitem', { name: 'Dev Mailbox' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toBeInTheDocument();
  });
});

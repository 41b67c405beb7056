import { screen, waitFor, within } from '@testing-library/react';
import { errorReply, fieldRefusal, mockApi, type MockReply } from '../../../test/fetch-mock';
import {
  makeProfile,
  makeProgram,
  makeSession,
  makeTeam,
  signedInState,
  teamsResponse,
} from '../../../test/factories';
import { renderApp } from '../../../test/render';

type Handler = MockReply | ((request: { body: unknown; url: URL }) => MockReply);

function setup(handlers: Record<string, Handler> = {}) {
  const session = makeSession();
  const me = session.user.id;
  const program = makeProgram({
    name: 'Harbor Academy',
    ownerId: 'owner-1',
    admins: { 'owner-1': true, [me]: true, 'u-dana': true },
  });
  const team = makeTeam(program, { name: 'Hawks', ownerId: 'owner-1' });
  const admins = [
    {
      uid: 'owner-1',
      role: 'ADMIN',
      firstName: 'Olive',
      lastName: 'Owner',
      email: 'olive@x.co',
      joinedAt: '',
    },
    { uid: me, role: 'ADMIN', firstName: 'Me', lastName: 'Myself', email: 'me@x.co', joinedAt: '' },
    {
      uid: 'u-dana',
      role: 'ADMIN',
      firstName: 'Dana',
      lastName: 'Director',
      email: 'dana@x.co',
      joinedAt: '',
    },
  ];
  const server = mockApi({
    'GET /api/account/getProfile': { body: makeProfile(session.user) },
    'GET /api/teams/retrieveTeams': { body: teamsResponse({ joined: [team], programs: [program] }) },
    // Program admins come only when the program is asked for (getTeamMembers with programs).
    'GET /api/teams/getTeamMembers': ({ url }) => ({
      body: { members: url.searchParams.get('programs') === program.id ? { [program.id]: admins } : {} },
    }),
    'POST /api/teams/inviteMembers': {
      body: {
        invitations: [{ role: 'ADMIN', emails: ['new@x.co'], link: 'http://x/join-team?k=c&j=p' }],
        alreadyMembers: ['dana@x.co'],
      },
    },
    'POST /api/teams/removeTeamMembers': { body: { removed: ['u-dana'] } },
    ...handlers,
  });
  const view = renderApp('/profile/subscriptions/manage', { preloadedState: signedInState(session) });
  return { ...view, server, program };
}

const section = async () => screen.findByRole('region', { name: 'Program admins' });

describe('manage teams: program admins', () => {
  it('lists the program admins to a program admin who is not the owner; the owner cannot be removed', async () => {
    setup();
    const admins = await section();
    expect(await within(admins).findByText('Dana Director')).toBeInTheDocument();
    expect(within(admins).getByText('Olive Owner')).toBeInTheDocument();
    expect(within(admins).getByText('Owner')).toBeInTheDocument();
    expect(within(admins).queryByRole('button', { name: 'Remove Olive Owner as program admin' })).toBeNull();
    expect(
      within(admins).getByRole('button', { name: 'Remove Dana Director as program admin' }),
    ).toBeEnabled();
  });

  it('invites admins by email with the program as entityId and says who was invited', async () => {
    const { user, server, program } = setup();
    const admins = await section();
    await user.type(within(admins).getByLabelText('Invite admins by email'), 'New@x.co, dana@x.co');
    await user.click(within(admins).getByRole('button', { name: 'Invite admins' }));
    expect(await within(admins).findByRole('status')).toHaveTextContent(
      'Invitations sent to new@x.co. Already program admins: dana@x.co.',
    );
    expect(server.calls('POST /api/teams/inviteMembers')[0]!.body).toEqual({
      entityId: program.id,
      adminEmails: ['new@x.co', 'dana@x.co'],
    });
  });

  it("shows the server's refusal of an address under the email field, not below the form, until it is edited", async () => {
    const message = 'Enter an email address such as name@example.com';
    const { user } = setup({ 'POST /api/teams/inviteMembers': fieldRefusal('adminEmails.0', message) });
    const admins = await section();
    const emails = within(admins).getByLabelText('Invite admins by email');
    await user.type(emails, 'new@x.co');
    await user.click(within(admins).getByRole('button', { name: 'Invite admins' }));

    expect(await within(admins).findByText(message)).toBeInTheDocument();
    expect(emails).toHaveAttribute('aria-invalid', 'true');
    expect(within(admins).queryByRole('alert')).toBeNull();

    await user.type(emails, 'm');
    expect(within(admins).queryByText(message)).toBeNull();
  });

  it('refuses a malformed address without calling', async () => {
    const { user, server } = setup();
    const admins = await section();
    await user.type(within(admins).getByLabelText('Invite admins by email'), 'not-an-address');
    await user.click(within(admins).getByRole('button', { name: 'Invite admins' }));
    expect(within(admins).getByRole('alert')).toHaveTextContent('Not an email address: not-an-address');
    expect(server.calls('POST /api/teams/inviteMembers')).toHaveLength(0);
  });

  it('removes a program admin after confirming, with the program as entityId', async () => {
    const { user, server, program } = setup();
    const admins = await section();
    await user.click(
      await within(admins).findByRole('button', { name: 'Remove Dana Director as program admin' }),
    );
    const question = await screen.findByRole('dialog', { name: 'Remove program admin' });
    expect(question).toHaveTextContent('Remove Dana Director as a program admin of Harbor Academy?');
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.calls('POST /api/teams/removeTeamMembers')).toHaveLength(1));
    expect(server.calls('POST /api/teams/removeTeamMembers')[0]!.body).toEqual({
      entityId: program.id,
      memberIds: ['u-dana'],
    });
    expect(await within(admins).findByRole('status')).toHaveTextContent(
      'Dana Director is no longer a program admin.',
    );
  });

  it('shows a refused removal', async () => {
    const { user } = setup({
      'POST /api/teams/removeTeamMembers': errorReply(403, 'G003', 'You do not have permission'),
    });
    const admins = await section();
    await user.click(
      await within(admins).findByRole('button', { name: 'Remove Dana Director as program admin' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove program admin' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await within(admins).findByRole('alert')).toBeInTheDocument();
  });
});

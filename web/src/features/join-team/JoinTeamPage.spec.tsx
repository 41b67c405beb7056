import { screen, waitFor } from '@testing-library/react';
import { errorReply, mockApi, type MockReply } from '../../test/fetch-mock';
import { makeProfile, makeSession, signedInState, signedOutState, teamsResponse } from '../../test/factories';
import { renderApp } from '../../test/render';

const TEAM = '4b1f7a66-0000-4000-8000-000000000001';

function setup(route: string, reply: MockReply, key?: MockReply) {
  const session = makeSession();
  const server = mockApi({
    'GET /api/teams/retrieveTeams': { body: teamsResponse() },
    'GET /api/account/getProfile': { body: makeProfile(session.user) },
    'POST /api/teams/joinTeamLink': reply,
    ...(key ? { 'POST /api/teams/joinTeam': key } : {}),
  });
  const view = renderApp(route, { preloadedState: signedInState(session) });
  return { ...view, server };
}

const joined = (joinedAs: string, pending = false): MockReply => ({
  body: { joinedTeams: [{ id: TEAM, name: 'Varsity' }], joinedAs, pending },
});

describe('/join-team', () => {
  it.each([
    ['ADMIN', 'Successfully joined Varsity as an admin'],
    ['COACH', 'Successfully joined Varsity as a coach'],
    ['PLAYER', 'Successfully joined Varsity as a player'],
  ])('joins through the link as %s', async (role, message) => {
    const { server } = setup(`/join-team?k=CODE123&j=${TEAM}`, joined(role));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(server.calls('POST /api/teams/joinTeamLink')).toHaveLength(1);
    expect(server.calls('POST /api/teams/joinTeamLink')[0]!.body).toEqual({
      entityId: TEAM,
      linkCode: 'CODE123',
    });
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `/feed?t=${TEAM}`);
  });

  it('says the coach reviews a pending membership', async () => {
    setup(`/join-team?k=CODE123&j=${TEAM}`, joined('PLAYER', true));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your coach needs to review your membership. Check back later.',
    );
  });

  it.each([
    ['T003', 'This link is invalid or expired.'],
    ['G004', 'This link is invalid or expired.'],
    ['T002', 'This team is already full'],
    ['T005', 'You are already a member of a paid team.'],
    ['G999', 'An error occurred'],
  ])('shows the message for %s', async (code, message) => {
    setup(`/join-team?k=CODE123&j=${TEAM}`, errorReply(code === 'G004' ? 404 : 400, code, 'server text'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('goes to the feed with the team active when already a member', async () => {
    const { location } = setup(
      `/join-team?k=CODE123&j=${TEAM}`,
      errorReply(409, 'T004', 'You are already joined to this team'),
    );
    await waitFor(() => expect(location()).toBe(`/feed?t=${TEAM}`));
  });

  it('refuses a link without its code and sends nothing', async () => {
    const { server } = setup(`/join-team?j=${TEAM}`, joined('PLAYER'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or expired.');
    expect(server.calls('POST /api/teams/joinTeamLink')).toHaveLength(0);
  });

  it('offers the team-key form without k and j, joins with the key and continues to the team', async () => {
    const { server, user } = setup('/join-team', joined('PLAYER'), joined('PLAYER'));
    await user.type(await screen.findByLabelText('Team key'), 'ab12cd34');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully joined Varsity as a player');
    expect(server.calls('POST /api/teams/joinTeam')[0]!.body).toEqual({ teamKey: 'AB12CD34' });
    expect(server.calls('POST /api/teams/joinTeamLink')).toHaveLength(0);
    expect(screen.queryByText('This link is invalid or expired.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `/feed?t=${TEAM}`);
  });

  it('shows T005 for a key join when the user already plays on a paid team of the sport', async () => {
    setup('/join-team?k=abcd', joined('PLAYER'), errorReply(409, 'T005', 'server text'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already a member of a paid team.');
  });

  it('reads k without j as a team key', async () => {
    const { server } = setup('/join-team?k=abcd', joined('PLAYER'), errorReply(404, 'G004', 'x'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No team found with this code');
    expect(server.calls('POST /api/teams/joinTeam')[0]!.body).toEqual({ teamKey: 'ABCD' });
  });

  it('sends a signed-out visitor to login with the link as the deep link', async () => {
    mockApi({});
    const { location } = renderApp(`/join-team?k=CODE123&j=${TEAM}`, { preloadedState: signedOutState() });
    await waitFor(() =>
      expect(location()).toBe(`/login?d=${encodeURIComponent(`/join-team?k=CODE123&j=${TEAM}`)}`),
    );
  });
});

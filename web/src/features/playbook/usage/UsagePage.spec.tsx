import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/fetch-mock';
import { makeProfile, makeSession, signedInState, teamsResponse } from '../../../test/factories';
import { renderApp } from '../../../test/render';

function setup(route: string) {
  const session = makeSession();
  const server = mockApi({
    'GET /api/account/getProfile': { body: makeProfile(session.user) },
    'GET /api/teams/retrieveTeams': { body: teamsResponse() },
    'GET /api/playbook/getViewerDetails': ({ url }) => ({
      body: {
        playId: url.searchParams.get('playId'),
        name: 'Horns',
        viewerCount: 1,
        viewers: [
          {
            userId: 'player-123456789',
            role: 'PLAYER',
            firstName: 'Pat',
            lastName: 'Lee',
            firstViewed: '2026-01-01T10:00:00Z',
            lastViewed: '2026-01-02T10:00:00Z',
            views: 3,
          },
        ],
        notViewed: [
          { userId: session.user.id, role: 'COACH', firstName: 'Cara', lastName: 'Coach' },
          { userId: 'player-987654321', role: 'PLAYER', firstName: '', lastName: '' },
        ],
      },
    }),
    'GET /api/playbook/getViewershipProfile': ({ url }) => ({
      body: {
        teamId: url.searchParams.get('teamId'),
        personUID: url.searchParams.get('personUID'),
        role: 'PLAYER',
        firstName: 'Pat',
        lastName: 'Lee',
        viewedCount: 1,
        playCount: 2,
        plays: [
          {
            playId: 'p1',
            srcPlaybookId: 's',
            name: 'Horns',
            viewed: true,
            lastViewed: '2026-01-02T10:00:00Z',
            views: 3,
          },
          { playId: 'p2', srcPlaybookId: 's', name: 'Flex', viewed: false, lastViewed: null, views: 0 },
        ],
      },
    }),
  });
  return { ...renderApp(route, { preloadedState: signedInState(session) }), server };
}

describe('UsagePage', () => {
  it('lists who viewed a play and who has not, then opens a viewership profile', async () => {
    const { user, location } = setup('/playbook/usage?vd=p1&t=team-1');
    expect(await screen.findByRole('heading', { name: 'Viewers of Horns' })).toBeInTheDocument();
    expect(screen.getByText('1 viewer')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Pat Lee \(player\)\s*3/ })).toBeInTheDocument();
    const notViewed = screen.getByRole('list', { name: 'Not viewed' });
    expect(notViewed).toHaveTextContent('You (coach)');
    // Unknown to the service by name: the old label.
    expect(notViewed).toHaveTextContent('Member player-9 (player)');
    await user.click(screen.getByRole('link', { name: 'Pat Lee (player)' }));
    expect(location()).toBe('/playbook/usage?person=player-123456789&t=team-1');
    expect(
      await screen.findByRole('heading', { name: 'Viewership of Pat Lee (player)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Viewed 1 of 2 plays')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Flex\s*No\s*0/ })).toBeInTheDocument();
  });

  it('opened without a play, says where to choose one and links the team playbook', async () => {
    const { user, location } = setup('/playbook/usage?t=team-1');
    expect(await screen.findByRole('heading', { name: 'Play viewers' })).toBeInTheDocument();
    expect(
      screen.getByText('To see who viewed a play, press Viewers beside it in your team playbook.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open the team playbook' }));
    expect(location()).toBe('/playbook?pb=team&t=team-1');
  });
});

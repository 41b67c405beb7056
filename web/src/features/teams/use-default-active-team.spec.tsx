import { waitFor } from '@testing-library/react';
import { mockApi } from '../../test/fetch-mock';
import {
  makeProfile,
  makeProgram,
  makeSession,
  makeTeam,
  signedInState,
  teamsResponse,
} from '../../test/factories';
import { renderApp } from '../../test/render';
import { navigatedSince } from './use-default-active-team';

describe('active team at login', () => {
  it("picks the profile's favourite for this site (spec 1 §4)", async () => {
    const session = makeSession();
    const program = makeProgram();
    const first = makeTeam(program, { name: 'Varsity', ownerId: session.user.id });
    const favourite = makeTeam(program, { name: 'Juniors', ownerId: session.user.id });
    mockApi({
      'GET /api/account/getProfile': {
        body: makeProfile(session.user, {
          settings: { favoriteTeams: { hoops: favourite.id, lacrosse: first.id } },
        }),
      },
      'GET /api/teams/retrieveTeams': {
        body: teamsResponse({ owned: [first, favourite], programs: [program] }),
      },
    });
    const { location } = renderApp('/feed', { preloadedState: signedInState(session) });
    await waitFor(() => expect(location()).toBe(`/feed?t=${favourite.id}`));
  });

  it('otherwise picks the first owned team', async () => {
    const session = makeSession();
    const program = makeProgram();
    const first = makeTeam(program, { ownerId: session.user.id });
    const second = makeTeam(program, { ownerId: session.user.id });
    mockApi({
      'GET /api/account/getProfile': {
        body: makeProfile(session.user, { settings: { favoriteTeams: { lacrosse: second.id } } }),
      },
      'GET /api/teams/retrieveTeams': {
        body: teamsResponse({ owned: [first, second], programs: [program] }),
      },
    });
    const { location } = renderApp('/feed', { preloadedState: signedInState(session) });
    await waitFor(() => expect(location()).toBe(`/feed?t=${first.id}`));
  });
});

describe('navigatedSince', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('is true when the browser history holds a newer location than the rendered one', () => {
    window.history.replaceState({ usr: null, key: 'newer', idx: 2 }, '');
    expect(navigatedSince('rendered')).toBe(true);
    expect(navigatedSince('newer')).toBe(false);
  });

  it('is false when the history carries no router key (memory routers, a first load)', () => {
    window.history.replaceState(null, '');
    expect(navigatedSince('default')).toBe(false);
  });
});

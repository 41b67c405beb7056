import { mockApi } from '../test/fetch-mock';
import {
  makeProfile,
  makeProgram,
  makeSession,
  makeTeam,
  signedInState,
  teamsResponse,
} from '../test/factories';
import { addressWithLoginTeam, startSignedInReads } from './signed-in-reads';
import { makeStore } from './store';

describe('signed-in reads on start', () => {
  const session = makeSession();
  const program = makeProgram();
  const team = makeTeam(program, { ownerId: session.user.id });

  it('settles only once the first page read has answered, after the profile and the teams', async () => {
    let answerPosts: () => void = () => undefined;
    const api = mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: teamsResponse({ owned: [team], programs: [program] }) },
      'GET /api/messaging/getFeedPosts': () =>
        new Promise((resolve) => {
          answerPosts = () => resolve({ body: { posts: [], audiences: [], nextCursor: null } });
        }),
      'GET /api/playbook/getTeamPlaybook': { status: 404, body: { code: 'G404', message: 'none' } },
    });
    const store = makeStore(signedInState(session));
    let settled = false;
    void startSignedInReads(store, { pathname: '/feed', search: '', edition: 'hoops' }).then(
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The feed read was started for the login-time team, and the wait is still on.
    expect(api.calls('GET /api/messaging/getFeedPosts')).toHaveLength(1);
    expect(settled).toBe(false);
    answerPosts();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(true);
  });

  it("formats a post date while the feed's reads are on the network, and only for the feed", async () => {
    mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': () => new Promise(() => undefined),
    });
    const format = jest.spyOn(Date.prototype, 'toLocaleString');
    try {
      void startSignedInReads(makeStore(signedInState(session)), {
        pathname: '/playbook',
        search: '',
        edition: 'hoops',
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(format).not.toHaveBeenCalled();
      void startSignedInReads(makeStore(signedInState(session)), {
        pathname: '/feed',
        search: '',
        edition: 'hoops',
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      // The teams have not answered: the date was formatted during the wait, as the posts will be.
      expect(format).toHaveBeenCalledWith([], { dateStyle: 'medium', timeStyle: 'short' });
    } finally {
      format.mockRestore();
    }
  });

  it('settles when the teams cannot be had (the pages show it)', async () => {
    mockApi({ 'GET /api/account/getProfile': { body: makeProfile(session.user) } });
    const store = makeStore(signedInState(session));
    await expect(
      startSignedInReads(store, { pathname: '/feed', search: '', edition: 'hoops' }),
    ).resolves.toBeUndefined();
  });

  it('puts the login-time team into t= of a read-ahead page before the first render', async () => {
    mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: teamsResponse({ owned: [team], programs: [program] }) },
    });
    const store = makeStore(signedInState(session));
    const first = { pathname: '/playbook', search: '?f=x', hash: '#top', edition: 'hoops' };
    expect(addressWithLoginTeam(store, first)).toBeNull(); // nothing known yet
    await startSignedInReads(store, { ...first, pathname: '/settings' });
    expect(addressWithLoginTeam(store, first)).toBe(`/playbook?f=x&t=${team.id}#top`);
    // An address that names a team, or a page the reads do not run ahead for, is left alone.
    expect(addressWithLoginTeam(store, { ...first, search: '?t=other' })).toBeNull();
    expect(addressWithLoginTeam(store, { ...first, pathname: '/join-team' })).toBeNull();
  });
});

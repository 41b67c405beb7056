import { screen, waitFor } from '@testing-library/react';
import { ALL_FEATURES_ON } from '../../config/features';
import { mockApi } from '../../test/fetch-mock';
import { makeProfile, makeSession, signedInState, teamsResponse } from '../../test/factories';
import { renderApp } from '../../test/render';
import { featureSwitchesOf } from './remote-config';

describe('a feature the server switches off', () => {
  it('has no route (its address falls through to /feed) and no menu item', async () => {
    const session = makeSession();
    mockApi({
      'GET /api/account/getProfile': { body: makeProfile(session.user) },
      'GET /api/teams/retrieveTeams': { body: teamsResponse() },
    });
    const features = featureSwitchesOf(
      { features: { ...ALL_FEATURES_ON, Community: false }, ncaaYear: { lacrosse: 2021, basketball: 2022 } },
      ALL_FEATURES_ON,
    );
    const { location } = renderApp('/community', { preloadedState: signedInState(session), features });
    await waitFor(() => expect(location()).toBe('/feed'));
    const navigation = await screen.findAllByRole('link', { name: 'Playbook' });
    expect(navigation.length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Community' })).not.toBeInTheDocument();
  });
});

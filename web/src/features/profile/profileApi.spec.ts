import { makeStore } from '../../app/store';
import { errorReply, mockApi } from '../../test/fetch-mock';
import { makeProfile, makeSession, signedInState } from '../../test/factories';
import { applySettingsUpdate, profileApi } from './profileApi';

describe('profile api', () => {
  it('merges settings updates key by key: null removes, devices replace', () => {
    const settings = makeProfile(undefined, {
      settings: { favoriteTeams: { hoops: 't1', lacrosse: 't2' }, notifications: { EVENT: true } },
    }).settings;
    applySettingsUpdate(settings, {
      favoriteTeams: { hoops: null, football: 't3' },
      notifications: { POST: false },
      notificationDevices: [{ token: 'd1' }],
    });
    expect(settings).toEqual({
      favoriteTeams: { lacrosse: 't2', football: 't3' },
      notifications: { EVENT: true, POST: false },
      notificationDevices: [{ token: 'd1' }],
    });
  });

  it('sets a profile flag optimistically, keeps the saved profile, and undoes a refused change', async () => {
    const session = makeSession();
    const saved = makeProfile(session.user);
    let refuse = false;
    const server = mockApi({
      'GET /api/account/getProfile': { body: saved },
      'POST /api/account/setProfileFlag': ({ body }) => {
        if (refuse) return errorReply(400, 'G001', 'Unknown profile flag');
        const { flag, value } = body as { flag: 'VIEWED_PLAYBOOK'; value: boolean };
        return { body: { ...saved, profileFlags: { ...saved.profileFlags, [flag]: value } } };
      },
    });
    const store = makeStore(signedInState(session));
    const read = store.dispatch(profileApi.endpoints.getProfile.initiate());
    await read;
    const profile = () => profileApi.endpoints.getProfile.select()(store.getState()).data;

    const change = store.dispatch(
      profileApi.endpoints.setProfileFlag.initiate({ flag: 'VIEWED_PLAYBOOK', value: true }),
    );
    expect(profile()?.profileFlags).toEqual({ VIEWED_PLAYBOOK: true });
    await change;
    expect(server.calls('POST /api/account/setProfileFlag')[0].body).toEqual({
      flag: 'VIEWED_PLAYBOOK',
      value: true,
    });
    expect(profile()?.profileFlags).toEqual({ VIEWED_PLAYBOOK: true });

    refuse = true;
    await store.dispatch(profileApi.endpoints.setProfileFlag.initiate({ flag: 'INVITED_TEAM', value: true }));
    expect(profile()?.profileFlags).toEqual({ VIEWED_PLAYBOOK: true });
    read.unsubscribe();
  });
});

import {
  CommunityProfileSetUpSchema,
  create,
  PlayChangedSchema,
  ProfileFlagEarnedSchema,
  Topics,
} from '@chalktalk/contracts';
import { randomUUID } from 'node:crypto';
import { newAccountInput } from '../factories/account.factory';
import type { SessionBody } from '../factories/identity-client';
import { IdentityHarness } from '../harness';

interface ProfileBody {
  profileFlags: Record<string, boolean>;
}

/** What identity consumes from teams (in-process bus, real Postgres): ProfileFlagEarned sets the profile flag. */
describe('identity consuming teams.membership.v1 (real Postgres)', () => {
  const identity = new IdentityHarness();

  beforeAll(() => identity.start('identity_team_events'), 120_000);
  afterAll(() => identity.stop());

  const flagEarned = (eventId: string, userId: string, flag = 'INVITED_TEAM') => {
    const teamId = randomUUID();
    return identity.publish({
      topic: Topics.TeamsMembership,
      key: teamId,
      eventId,
      source: 'teams',
      teamId,
      schema: ProfileFlagEarnedSchema,
      payload: create(ProfileFlagEarnedSchema, { userId, flag, teamId }),
    });
  };
  const handled = (eventId: string) => identity.handled(eventId);

  const flagsOf = async (accessToken: string) =>
    (await identity.client.profile(accessToken)).json<ProfileBody>().profileFlags;

  it('sets INVITED_TEAM on the profile once, keeping the other flags, and ignores unknown users', async () => {
    const session = (await identity.client.createAccount(newAccountInput())).json<SessionBody>();
    await identity.app.inject({
      method: 'POST',
      url: '/api/account/setProfileFlag',
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: { flag: 'VIEWED_PLAYBOOK', value: true },
    });
    expect(await flagsOf(session.accessToken)).toEqual({ VIEWED_PLAYBOOK: true });

    const eventId = randomUUID();
    await flagEarned(eventId, session.user.id);
    await flagEarned(eventId, session.user.id); // redelivered
    await handled(eventId);
    expect(await flagsOf(session.accessToken)).toEqual({ VIEWED_PLAYBOOK: true, INVITED_TEAM: true });

    // A second, distinct event for the same flag leaves the profile as it is.
    const again = randomUUID();
    await flagEarned(again, session.user.id);
    await handled(again);
    expect(await flagsOf(session.accessToken)).toEqual({ VIEWED_PLAYBOOK: true, INVITED_TEAM: true });

    // A user identity does not know (deleted since) and an unknown flag are consumed without effect or retry.
    const unknownUser = randomUUID();
    const unknownFlag = randomUUID();
    await flagEarned(unknownUser, randomUUID());
    await flagEarned(unknownFlag, session.user.id, 'FLEW_TO_MARS');
    await handled(unknownUser);
    await handled(unknownFlag);
    expect(await flagsOf(session.accessToken)).toEqual({ VIEWED_PLAYBOOK: true, INVITED_TEAM: true });
  }, 60_000);

  it('sets HAS_COMMUNITY_PROFILE when community says the profile was set up', async () => {
    const session = (await identity.client.createAccount(newAccountInput())).json<SessionBody>();
    const eventId = randomUUID();
    await identity.publish({
      topic: Topics.CommunityProfile,
      key: session.user.id,
      eventId,
      source: 'community',
      schema: CommunityProfileSetUpSchema,
      payload: create(CommunityProfileSetUpSchema, { userId: session.user.id, screenName: 'CoachK' }),
    });
    await handled(eventId);
    expect(await flagsOf(session.accessToken)).toEqual({ HAS_COMMUNITY_PROFILE: true });
  }, 60_000);

  it('sets SHARED_PLAY_TEAM on the owner when their play is listed in a team playbook, not before', async () => {
    const session = (await identity.client.createAccount(newAccountInput())).json<SessionBody>();
    const playChanged = async (listed: boolean) => {
      const eventId = randomUUID();
      const playId = randomUUID();
      await identity.publish({
        topic: Topics.PlaybookPlay,
        key: playId,
        eventId,
        source: 'playbook',
        schema: PlayChangedSchema,
        payload: create(PlayChangedSchema, {
          playId,
          playbookId: randomUUID(),
          ownerId: session.user.id,
          name: 'Horns',
          listings: listed ? [{ teamId: randomUUID(), playbookId: randomUUID(), coachOnly: false }] : [],
        }),
      });
      await handled(eventId);
    };
    await playChanged(false); // saved in the personal playbook only
    expect(await flagsOf(session.accessToken)).toEqual({});
    await playChanged(true);
    expect(await flagsOf(session.accessToken)).toEqual({ SHARED_PLAY_TEAM: true });
    await playChanged(false); // unshared again: the step stays done
    expect(await flagsOf(session.accessToken)).toEqual({ SHARED_PLAY_TEAM: true });
  }, 60_000);
});

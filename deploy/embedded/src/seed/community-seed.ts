import type { ApiClient } from './api-client';

interface PlaybookAnswer {
  playbook: {
    id: string;
    plays: { id: string; name: string; description?: string; tags?: string[]; hidden?: boolean }[];
  };
}

interface ProfileAnswer {
  profile: { screenName: string; sharedPlays: { id: string }[] } | null;
}

/** The community learns the program's teams from events; the seed waits for them, at most this long. */
const PROJECTION_WAIT_MS = 20_000;

const COACH_PROFILE = {
  screenName: 'DemoCoach',
  description: 'Head coach at Demo Club. Quick hitters, zone offense and a few out-of-bounds sets.',
  birthdate: '1979-03-14',
};
const PLAYER_PROFILE = {
  screenName: 'DemoPlayer',
  description: 'Guard at Demo Club; I study plays on the bus.',
  birthdate: '2006-06-01',
};
const COMMENTS = ['Ran this on Tuesday, the weak side was wide open.', 'Great spacing. Saved a copy!'];

/**
 * A community worth browsing: both demo accounts set up community profiles, the coach publishes every play of
 * the personal playbook with Demo Club's branding, the player likes and comments on some and copies one (credit
 * kept). All through the public calls. Skipped once the coach has shared plays, so restarts change nothing.
 * Answers whether anything was added.
 */
export async function seedDemoCommunity(
  api: ApiClient,
  coachToken: string,
  playerToken: string,
  programId: string,
): Promise<boolean> {
  const mine = await api.expect<ProfileAnswer>('GET', 'community/getCommunityProfile', { token: coachToken });
  if (mine.profile && mine.profile.sharedPlays.length > 0) return false;
  if (!mine.profile)
    await api.expect('POST', 'community/setupCommunityProfile', { token: coachToken, body: COACH_PROFILE });
  const playerProfile = await api.expect<ProfileAnswer>('GET', 'community/getCommunityProfile', {
    token: playerToken,
  });
  if (!playerProfile.profile)
    await api.expect('POST', 'community/setupCommunityProfile', { token: playerToken, body: PLAYER_PROFILE });

  const { playbook } = await api.expect<PlaybookAnswer>('GET', 'playbook/getMyPlaybook', {
    token: coachToken,
  });
  const published: string[] = [];
  for (const play of playbook.plays.filter((candidate) => !candidate.hidden)) {
    published.push(await publish(api, coachToken, playbook.id, play.id));
  }
  for (const [index, id] of published.entries()) {
    if (index % 2 === 0)
      await api.expect('POST', 'community/addCommunityPlayLike', { token: playerToken, body: { id } });
    if (index % 3 === 0)
      await api.expect('POST', 'community/addCommunityPlayComment', {
        token: playerToken,
        body: { id, text: COMMENTS[(index / 3) % COMMENTS.length] },
      });
  }
  if (published[0])
    await api.expect('POST', 'community/copyCommunityPlay', {
      token: playerToken,
      body: { id: published[0] },
    });
  return true;

  async function publish(client: ApiClient, token: string, srcPlaybookId: string, playId: string) {
    const body = { playId, srcPlaybookId, shareLevel: 'COMMUNITY', programId };
    const deadline = Date.now() + PROJECTION_WAIT_MS;
    for (;;) {
      const result = await client.call<{ id: string }>('POST', 'community/shareToCommunity', { token, body });
      if (result.ok) return result.body.id;
      // Branding needs community's projection of the program's teams, which arrives by events.
      if (result.error.code !== 'G003' || Date.now() > deadline)
        throw new Error(
          `demo seed: shareToCommunity failed with ${result.error.code} ${result.error.message}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

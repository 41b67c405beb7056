import { startTestProduct, type TestProduct } from '../testing/test-product';
import { type BotChallenge, solveBotChallenge } from '@chalktalk/identity-service';
import { DemoModeratorSeed } from '@chalktalk/community-service';
import { DemoSeedService } from '@chalktalk/teams-service';
import { waitFor } from '@chalktalk/platform/testing';
import type { RunningApps } from '../services';
import { ApiClient } from './api-client';
import { DEMO_COACH, DEMO_MODERATOR, DEMO_PLAYER, DEMO_PROGRAM } from './demo-accounts';
import { seedDemoData } from './demo-seed';
import { demoFoldersFor } from './demo-plays';

interface PlaybookAnswer {
  playbook: {
    id: string;
    folders: { id: string; name: string; plays: string[] }[];
    plays: { id: string; name: string; playbookId: string }[];
  };
}

interface TeamsAnswer {
  owned: {
    id: string;
    name: string;
    sport: 'BASKETBALL_HS' | 'LACROSSE_MENS' | 'FOOTBALL_HS';
    paid: boolean;
    members: Record<string, { role: string }>;
  }[];
  joined: { id: string; name: string; paid: boolean }[];
  pendingJoin: unknown[];
}

describe('demo seed (all apps, real Postgres)', () => {
  let product: TestProduct;
  let apps: RunningApps;
  let api: ApiClient;

  beforeAll(async () => {
    product = await startTestProduct({ databasePrefix: 'seed' });
    apps = product.apps;
    api = new ApiClient(product.apps.gateway);
  }, 120_000);

  afterAll(() => product?.stop());

  const login = (account: typeof DEMO_COACH) =>
    api.expect<{ accessToken: string }>('POST', 'account/login', {
      body: { email: account.email, password: account.password },
    });

  it('seeds paid demo teams that the demo player joined with the team keys, once', async () => {
    const target = {
      api,
      teamsSeed: () => apps.teams.get(DemoSeedService),
      communitySeed: () => apps.community.get(DemoModeratorSeed),
    };
    expect(await seedDemoData(target)).toBe('seeded');
    expect(await seedDemoData(target)).toBe('already-seeded');

    // The demo moderator reviews every reported community item (the one reviewer of an unbranded play).
    const moderator = await login(DEMO_MODERATOR);
    const own = await api.expect<{ reviewer: boolean }>('GET', 'community/getCommunityProfile', {
      token: moderator.accessToken,
    });
    expect(own.reviewer).toBe(true);
    await api.expect('GET', 'community/getReportedItems', { token: moderator.accessToken });
    const clubAdmin = await login(DEMO_COACH);
    const coachOwn = await api.expect<{ reviewer: boolean }>('GET', 'community/getCommunityProfile', {
      token: clubAdmin.accessToken,
    });
    expect(coachOwn.reviewer).toBe(true); // the demo club's admin reviews its own program's plays

    const player = await login(DEMO_PLAYER);
    const playerTeams = await api.expect<TeamsAnswer>('GET', 'teams/retrieveTeams', {
      token: player.accessToken,
    });
    expect(playerTeams.joined.map((team) => [team.name, team.paid])).toEqual(
      DEMO_PROGRAM.teams.map((team) => [team.name, true]),
    );
    expect(playerTeams.pendingJoin).toEqual([]);

    const coach = await login(DEMO_COACH);
    const coachTeams = await api.expect<TeamsAnswer>('GET', 'teams/retrieveTeams', {
      token: coach.accessToken,
    });
    for (const team of coachTeams.owned)
      expect(
        Object.values(team.members)
          .map((member) => member.role)
          .sort(),
      ).toEqual(['ADMIN', 'PLAYER']);

    // MemberJoined reaches playbook over the bus: the player may open each team playbook.
    for (const team of playerTeams.joined)
      await waitFor(
        async () =>
          (await api.call('GET', `playbook/getTeamPlaybook?teamId=${team.id}`, { token: player.accessToken }))
            .ok,
        { timeoutMs: 10_000 },
      );

    // The coach's playbook holds each sport's folders of plays; each play opens as the designer loads it.
    const { playbook } = await api.expect<PlaybookAnswer>('GET', 'playbook/getMyPlaybook', {
      token: coach.accessToken,
    });
    for (const team of coachTeams.owned)
      for (const folder of demoFoldersFor(team.sport)) {
        const filed = playbook.folders.find((candidate) => candidate.name === folder.name);
        expect(filed?.plays).toHaveLength(folder.plays.length);
        for (const playId of filed!.plays) {
          const opened = await api.expect<{ play: { frames: unknown[]; sport: string } }>(
            'GET',
            `playbook/getPlay?playbookId=${playbook.id}&playId=${playId}`,
            { token: coach.accessToken },
          );
          expect(opened.play.sport).toBe(team.sport);
          expect(opened.play.frames.length).toBeGreaterThanOrEqual(3);
        }
      }

    // The player sees the shared folders (and only those) in each team playbook, and opens their plays.
    for (const team of coachTeams.owned) {
      const teamBook = await api.expect<PlaybookAnswer>('GET', `playbook/getTeamPlaybook?teamId=${team.id}`, {
        token: player.accessToken,
      });
      const shared = demoFoldersFor(team.sport).filter((folder) => folder.sharedWithTeam);
      expect(teamBook.playbook.folders.map((folder) => folder.name)).toEqual(
        shared.map((folder) => folder.name),
      );
      expect(teamBook.playbook.plays.map((play) => play.name).sort()).toEqual(
        shared.flatMap((folder) => folder.plays.map((play) => play.name)).sort(),
      );
      const first = teamBook.playbook.plays[0]!;
      const opened = await api.expect<{ play: { name: string } }>(
        'GET',
        `playbook/getSharedPlay?teamId=${team.id}&playId=${first.id}`,
        { token: player.accessToken },
      );
      expect(opened.play.name).toBe(first.name);
    }

    // A community worth browsing: the coach's plays published with the club's branding, liked, commented, copied.
    const latest = await api.expect<{
      plays: { id: string; authorScreenName: string; likes: number; comments: number; copies: number }[];
    }>('GET', 'community/getCommunityPlaybook?section=LATEST&page=1');
    expect(latest.plays.length).toBeGreaterThanOrEqual(9);
    expect(latest.plays.every((play) => play.authorScreenName === 'DemoCoach')).toBe(true);
    expect(latest.plays.some((play) => play.likes > 0 && play.comments > 0)).toBe(true);
    expect(latest.plays.some((play) => play.copies === 1)).toBe(true);
    const shown = await api.expect<{ branding: { programId: string } | null }>(
      'GET',
      `community/getCommunityPlay?id=${latest.plays[0]!.id}`,
    );
    expect(shown.branding?.programId).toBeTruthy();

    // Evaluations: every team rated (the roster shows ratings), the player's own shared with them, a depth chart.
    const mine = await api.expect<{ evaluations: { teamId: string }[] }>('GET', 'teams/getMyEvaluations', {
      token: player.accessToken,
    });
    expect(new Set(mine.evaluations.map((e) => e.teamId)).size).toBe(DEMO_PROGRAM.teams.length);
    for (const team of coachTeams.owned) {
      await waitFor(
        async () => {
          const { roster } = await api.expect<{ roster: { overallRating: number | null }[] }>(
            'GET',
            `teams/getRoster?teamId=${team.id}`,
            { token: coach.accessToken },
          );
          return roster.length >= 5 && roster.every((p) => p.overallRating !== null) ? true : undefined;
        },
        { timeoutMs: 10_000 },
      );
      const chart = await api.expect<{
        depthChart: { sections: Record<string, { lines: (string | null)[][] }> };
      }>('GET', `evaluations/getDepthChart?teamId=${team.id}`, { token: coach.accessToken });
      expect(Object.values(chart.depthChart.sections).some((s) => s.lines.flat().some(Boolean))).toBe(true);
    }

    // The coach's onboarding reflects what the seed did: members invited, plays shared, a season of events.
    const flags = await waitFor(
      async () => {
        const { profileFlags } = await api.expect<{ profileFlags: Record<string, boolean> }>(
          'GET',
          'account/getProfile',
          { token: coach.accessToken },
        );
        return profileFlags.SHARED_PLAY_TEAM && profileFlags.INVITED_TEAM ? profileFlags : undefined;
      },
      { timeoutMs: 10_000 },
    );
    expect(flags).toMatchObject({ INVITED_TEAM: true, SHARED_PLAY_TEAM: true, CREATED_FIRST_EVENT: true });
  });
});

describe('demo seed cut short on a first start', () => {
  let product: TestProduct;

  beforeAll(async () => {
    product = await startTestProduct({ databasePrefix: 'seedresume' });
  }, 120_000);

  afterAll(() => product?.stop());

  it('completes the club on the next start when only the coach account was made', async () => {
    const api = new ApiClient(product.apps.gateway);
    // What a Ctrl-C right after the first step leaves behind: the coach exists, nothing else does.
    const challenge = await api.expect<BotChallenge>('GET', 'account/botChallenge');
    await api.expect('POST', 'account/createAccount', {
      body: { ...DEMO_COACH, token: solveBotChallenge(challenge) },
    });

    const target = {
      api,
      teamsSeed: () => product.apps.teams.get(DemoSeedService),
      communitySeed: () => product.apps.community.get(DemoModeratorSeed),
    };
    expect(await seedDemoData(target)).toBe('seeded');

    const player = await api.expect<{ accessToken: string }>('POST', 'account/login', {
      body: { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
    });
    const playerTeams = await api.expect<TeamsAnswer>('GET', 'teams/retrieveTeams', {
      token: player.accessToken,
    });
    expect(playerTeams.joined.map((team) => [team.name, team.paid])).toEqual(
      DEMO_PROGRAM.teams.map((team) => [team.name, true]),
    );
    expect(await seedDemoData(target)).toBe('already-seeded');
  });
});

import type { SportLine } from '@chalktalk/domain';
import { type BotChallenge, solveBotChallenge } from '@chalktalk/identity-service';
import type { DemoModeratorSeed } from '@chalktalk/community-service';
import { DemoSeedService } from '@chalktalk/teams-service';
import type { ApiClient } from './api-client';
import {
  demoProgramPaidByBilling,
  seedDemoPersonalUnlimited,
  seedDemoProgramThroughBilling,
} from './billing-seed';
import { DEMO_COACH, DEMO_MODERATOR, DEMO_PLAYER, DEMO_PROGRAM } from './demo-accounts';
import { seedDemoCommunity } from './community-seed';
import { seedDemoPlaybook } from './demo-playbook';
import { seedDemoEvaluations } from './evaluations-seed';
import { seedDemoSchedule } from './schedule-seed';
import { seedDemoScouting } from './scouting-seed';
import { seedDemoDocuments } from './documents-seed';

interface Session {
  accessToken: string;
}

interface DemoTeam {
  id: string;
  name: string;
  programId: string;
  sport: SportLine;
  teamKey?: string;
  members: Record<string, { role: string }>;
}

interface MyTeams {
  owned: DemoTeam[];
  programs: { id: string; name: string }[];
}

export interface SeedTarget {
  api: ApiClient;
  /** Resolves the teams service's seed-only provider from its in-process Nest app. */
  teamsSeed: () => DemoSeedService;
  /** Resolves the community service's seed-only provider (the demo moderator) from its in-process Nest app. */
  communitySeed: () => DemoModeratorSeed;
}

export type SeedOutcome = 'seeded' | 'already-seeded';

/**
 * The demo accounts and club, created through the public calls like a visitor would (bot check included).
 * Payment is the one step without a public call: the teams app's seed-only service. The demo player then joins
 * every demo team with its team key, as a real player would (after payment, so the joins happen on active teams),
 * and the coach fills the playbook with each sport's plays (demo-playbook.ts).
 * Every step first looks whether its result is there, so a first start cut short (Ctrl-C) is completed by the
 * next one, and a complete seed is left alone.
 */
export async function seedDemoData(target: SeedTarget): Promise<SeedOutcome> {
  let changed = false;
  const session = async (account: typeof DEMO_COACH): Promise<Session & { user: { id: string } }> => {
    const login = await target.api.call<Session & { user: { id: string } }>('POST', 'account/login', {
      body: { email: account.email, password: account.password },
    });
    if (login.ok) return login.body;
    if (login.error.code !== 'A001') throw new Error(`demo seed: login failed with ${login.error.code}`);
    changed = true;
    return createAccount(target.api, account);
  };
  const coach = await session(DEMO_COACH);
  const player = await session(DEMO_PLAYER);
  // Every runtime has a community moderator: here the demo one (granting twice changes nothing).
  const moderator = await session(DEMO_MODERATOR);
  await target.communitySeed().grantModeratorForDemo(moderator.user.id);

  const mine = () => target.api.expect<MyTeams>('GET', 'teams/retrieveTeams', { token: coach.accessToken });
  let program = (await mine()).programs.find((candidate) => candidate.name === DEMO_PROGRAM.name);
  if (!program) {
    // Bought through billing with a test card when a local Stripe runs (billing-seed.ts).
    program = await seedDemoProgramThroughBilling(target.api, coach.accessToken);
    changed = true;
  }
  if (!program) {
    const created = await target.api.expect<{ program: { id: string; name: string } }>(
      'POST',
      'teams/createProgram',
      { token: coach.accessToken, body: { name: DEMO_PROGRAM.name, teams: DEMO_PROGRAM.teams } },
    );
    program = created.program;
  }
  // Without a local Stripe the demo is paid by the teams seed service (idempotent: a paid program stays so).
  if (!(await demoProgramPaidByBilling(target.api, coach.accessToken, program.id)))
    await target.teamsSeed().markProgramPaidForDemo(program.id, DEMO_PROGRAM.plan);

  const teams = (await mine()).owned.filter((team) => team.programId === program.id);
  for (const team of teams) {
    if (team.members[player.user.id]) continue;
    // The owner sees each team's key; the player types it into Join Team.
    if (!team.teamKey) throw new Error(`demo seed: no team key for ${team.name}`);
    await target.api.expect('POST', 'teams/joinTeam', {
      token: player.accessToken,
      body: { teamKey: team.teamKey },
    });
    changed = true;
  }
  // The player pays for Personal Unlimited (their own playbook without the free-10 rule), through billing.
  if (await seedDemoPersonalUnlimited(target.api, player.accessToken)) changed = true;
  // A living playbook for the first look: plays in folders, some shared with each team.
  if (await seedDemoPlaybook(target.api, coach.accessToken, teams)) changed = true;
  if (await seedDemoCommunity(target.api, coach.accessToken, player.accessToken, program.id)) changed = true;
  if (await seedDemoEvaluations(target.api, coach.accessToken, teams)) changed = true;
  if (await seedDemoSchedule(target.api, coach.accessToken, player.accessToken, player.user.id, teams))
    changed = true;
  if (await seedDemoScouting(target.api, coach.accessToken, teams)) changed = true;
  if (await seedDemoDocuments(target.api, coach.accessToken, player.accessToken, player.user.id, teams))
    changed = true;
  return changed ? 'seeded' : 'already-seeded';
}

async function createAccount(
  api: ApiClient,
  account: typeof DEMO_COACH,
): Promise<Session & { user: { id: string } }> {
  const challenge = await api.expect<BotChallenge>('GET', 'account/botChallenge');
  return api.expect<Session & { user: { id: string } }>('POST', 'account/createAccount', {
    body: { ...account, token: solveBotChallenge(challenge) },
  });
}

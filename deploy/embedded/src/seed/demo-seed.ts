import { type BotChallenge, solveBotChallenge } from '@chalktalk/identity-service';
import { DemoSeedService } from '@chalktalk/teams-service';
import type { ApiClient } from './api-client';
import { DEMO_COACH, DEMO_PLAYER, DEMO_PROGRAM } from './demo-accounts';

interface Session {
  accessToken: string;
}

interface CreatedProgram {
  program: { id: string };
  teams: { id: string; name: string; teamKey?: string }[];
}

export interface SeedTarget {
  api: ApiClient;
  /** Resolves the teams service's seed-only provider from its in-process Nest app. */
  teamsSeed: () => DemoSeedService;
}

export type SeedOutcome = 'seeded' | 'already-seeded';

/**
 * First start only: the demo accounts and club, created through the public calls like a visitor would
 * (bot check included). Payment is the one step without a public call: the teams app's seed-only service.
 * The demo player then joins every demo team with its team key, as a real player would (after payment, so
 * the joins happen on active teams). A later start finds the coach can log in and leaves the data alone.
 */
export async function seedDemoData(target: SeedTarget): Promise<SeedOutcome> {
  const login = await target.api.call<Session>('POST', 'account/login', {
    body: { email: DEMO_COACH.email, password: DEMO_COACH.password },
  });
  if (login.ok) return 'already-seeded';
  if (login.error.code !== 'A001') throw new Error(`demo seed: coach login failed with ${login.error.code}`);

  const coach = await createAccount(target.api, DEMO_COACH);
  const player = await createAccount(target.api, DEMO_PLAYER);
  const created = await target.api.expect<CreatedProgram>('POST', 'teams/createProgram', {
    token: coach.accessToken,
    body: { name: DEMO_PROGRAM.name, teams: DEMO_PROGRAM.teams },
  });
  await target.teamsSeed().markProgramPaidForDemo(created.program.id, DEMO_PROGRAM.plan);
  for (const team of created.teams) {
    // The owner sees each team's key; the player types it into Join Team.
    if (!team.teamKey) throw new Error(`demo seed: no team key for ${team.name}`);
    await target.api.expect('POST', 'teams/joinTeam', {
      token: player.accessToken,
      body: { teamKey: team.teamKey },
    });
  }
  return 'seeded';
}

async function createAccount(api: ApiClient, account: typeof DEMO_COACH): Promise<Session> {
  const challenge = await api.expect<BotChallenge>('GET', 'account/botChallenge');
  return api.expect<Session>('POST', 'account/createAccount', {
    body: { ...account, token: solveBotChallenge(challenge) },
  });
}

import { DemoModeratorSeed } from '@chalktalk/community-service';
import { DemoSeedService } from '@chalktalk/teams-service';
import { ApiClient } from './seed/api-client';
import { type SeedOutcome, seedDemoData } from './seed/demo-seed';
import type { PreparedApps, RunningApps } from './services';

export interface OpenedProduct {
  apps: RunningApps;
  seed: SeedOutcome | 'not-asked';
}

/**
 * The last step of a start: the demo data (when asked for) through the gateway in-process, and only then the
 * product's address. Whatever first answers there (the version, the health check, the web app) so answers for a
 * complete product: nothing that waits for the address sees a half-made seed.
 */
export async function openProduct(
  prepared: PreparedApps,
  opts: { seedDemo: boolean },
): Promise<OpenedProduct> {
  const seed = opts.seedDemo
    ? await seedDemoData({
        api: new ApiClient(prepared.gateway),
        teamsSeed: () => prepared.teams.get(DemoSeedService),
        communitySeed: () => prepared.community.get(DemoModeratorSeed),
      })
    : 'not-asked';
  return { apps: await prepared.listen(), seed };
}

import { NestFactory } from '@nestjs/core';
import { searchRootModule } from '../app';
import { loadSearchConfig } from '../config';
import { RebuildService } from './rebuild.service';
import { SourcesReplayService } from './sources-replay.service';

/**
 * `npm run rebuild -w @chalktalk/search-service` (same environment as the service): rebuilds the configured index
 * from search_sources beside the running replicas, prints the report and exits. With `--from-sources` it first
 * refills search's database from the owners' snapshots (TEAMS_URL, PLAYBOOK_URL, SCHEDULE_URL, DOCUMENTS_URL,
 * COMMUNITY_URL and INTERNAL_API_TOKEN): the way back from a lost search database. See README, "Rebuild".
 */
async function main(): Promise<void> {
  const fromSources = process.argv.includes('--from-sources');
  const app = await NestFactory.createApplicationContext(searchRootModule(loadSearchConfig()), {
    logger: ['error', 'warn', 'log'],
  });
  try {
    const report = fromSources
      ? await app.get(SourcesReplayService).rebuildFromSources()
      : await app.get(RebuildService).rebuild();
    console.log(JSON.stringify(report));
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

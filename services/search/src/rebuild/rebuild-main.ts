import { NestFactory } from '@nestjs/core';
import { searchRootModule } from '../app';
import { loadSearchConfig } from '../config';
import { RebuildService } from './rebuild.service';

/**
 * `npm run rebuild -w @chalktalk/search-service` (same environment as the service): rebuilds the configured index
 * from search_sources beside the running replicas, prints the report and exits. See README, "Rebuild".
 */
async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(searchRootModule(loadSearchConfig()), {
    logger: ['error', 'warn', 'log'],
  });
  try {
    console.log(JSON.stringify(await app.get(RebuildService).rebuild()));
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

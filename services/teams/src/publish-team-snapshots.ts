import { loadTeamsConfig } from './config';
import { createTeamsApp } from './app';
import { TeamSnapshotsService } from './team-snapshots/team-snapshots.service';

/**
 * `node services/teams/dist/publish-team-snapshots.js` with the teams service's environment: publishes a
 * TeamStateSnapshot of every team (README, team snapshots), for a service deployed after the Kafka history of the
 * teams topics has expired. Exits once the relay has handed every snapshot to the broker (the shutdown drains it).
 */
async function main(): Promise<void> {
  const app = await createTeamsApp(loadTeamsConfig());
  try {
    await app.init();
    const published = await app.get(TeamSnapshotsService).publishAll();
    process.stdout.write(`published the state of ${published} teams\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

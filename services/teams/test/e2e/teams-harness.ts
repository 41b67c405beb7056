import { ServiceHarness } from '@chalktalk/platform/testing';
import { createTeamsApp } from '../../src/app';
import { loadTeamsConfig } from '../../src/config';

/** The teams app on the platform's service harness with a temporary data folder; calls are teams/<name>. */
export class TeamsHarness extends ServiceHarness<Awaited<ReturnType<typeof createTeamsApp>>> {
  dataDir!: string;

  constructor() {
    super({ group: 'teams' });
  }

  /** `settings` adds or overrides configuration (e.g. LOGO_STORAGE=s3). */
  start(database: string, settings: Record<string, string> = {}): Promise<void> {
    return this.boot(async ({ env, tempDir }) => {
      this.dataDir = await tempDir('teams-data-');
      return createTeamsApp(
        loadTeamsConfig({
          ...env(database),
          EVENT_BUS: 'inprocess',
          WEB_BASE_URL: 'http://web.test',
          DATA_DIR: this.dataDir,
          ...settings,
        }),
      );
    });
  }
}

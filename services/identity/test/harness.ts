import { ServiceHarness } from '@chalktalk/platform/testing';
import { createIdentityApp } from '../src/app';
import { loadIdentityConfig } from '../src/config';
import { IdentityClient } from './factories/identity-client';

/**
 * The identity app on the platform's service harness (no test issuer: identity signs its own tokens), driven
 * over HTTP by its client. Suites pass only the settings they test; the bot check is kept cheap
 * (BOT_CHECK_MAX_NUMBER 2000) so every sign-up solves it quickly.
 */
export class IdentityHarness extends ServiceHarness<Awaited<ReturnType<typeof createIdentityApp>>> {
  client!: IdentityClient;

  constructor() {
    super({ issuer: false });
  }

  async start(database: string, settings: Record<string, string> = {}): Promise<void> {
    await this.boot(({ env }) =>
      createIdentityApp(loadIdentityConfig({ ...env(database), BOT_CHECK_MAX_NUMBER: '2000', ...settings })),
    );
    this.client = new IdentityClient(this.app);
  }
}

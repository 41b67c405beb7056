/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely; each expect states the shape it needs. */
import { createNewPlay, type SportLine } from '@chalktalk/domain';
import { createPlaybookApp, loadPlaybookConfig } from '@chalktalk/playbook-service';
import { ServiceHarness, type TestAnswer } from '@chalktalk/platform/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createCommunityApp } from '../src/app';
import { loadCommunityConfig } from '../src/config';

type App = Awaited<ReturnType<typeof createCommunityApp>>;

export type Answer<T = any> = TestAnswer<T>;

/**
 * The community app on the platform's service harness beside a real playbook app (listening on loopback:
 * community calls it over HTTP as in production), each on its own database, one token issuer for both.
 * Calls are community/<name> unless another group is named; playbook/<name> goes to the playbook app.
 */
export class CommunityHarness extends ServiceHarness<App> {
  playbook!: App;
  playbookDb!: DataSource;

  constructor() {
    super({ group: 'community' });
  }

  async start(database: string, settings: Record<string, string> = {}): Promise<void> {
    await this.boot(async ({ env }) => {
      this.playbook = await createPlaybookApp(loadPlaybookConfig(env(`${database}_playbook`)));
      this.onStop(() => this.playbook.close());
      await this.playbook.listen({ port: 0, host: '127.0.0.1' });
      const address = this.playbook.getHttpServer().address() as { port: number };
      return createCommunityApp(
        loadCommunityConfig({
          ...env(database),
          PLAYBOOK_URL: `http://127.0.0.1:${address.port}`,
          // The tests recompute trending themselves.
          TRENDING_RECOMPUTE_MS: '300000',
          ...settings,
        }),
      );
    });
    this.playbookDb = this.playbook.get(DataSource);
  }

  protected override appFor(path: string): NestFastifyApplication {
    return path.startsWith('playbook/') ? this.playbook : this.app;
  }

  /** A user with a community profile (screen name unique per call). */
  async contributor(screenName = `coach${randomUUID().slice(0, 8)}`): Promise<string> {
    const userId = randomUUID();
    const res = await this.post(userId, 'setupCommunityProfile', {
      screenName,
      description: 'Varsity coach',
      birthdate: '1980-04-02',
    });
    if (res.status !== 200)
      throw new Error(`setupCommunityProfile answered ${res.status} ${JSON.stringify(res.body)}`);
    return userId;
  }

  /** A new play (basketball unless another sport line is named) in the user's personal playbook: its ids. */
  async personalPlay(
    userId: string,
    name = 'Horns',
    sport: SportLine = 'BASKETBALL_HS',
  ): Promise<{ playId: string; playbookId: string }> {
    const playbookId = (await this.get(userId, 'playbook/getMyPlaybook')).body.playbook.id;
    const play = JSON.parse(JSON.stringify(createNewPlay(sport, 'HALF_FIELD', { name })));
    const res = await this.post(userId, 'playbook/saveNewPlay', { playbookId, play });
    if (res.status !== 200) throw new Error(`saveNewPlay answered ${res.status} ${JSON.stringify(res.body)}`);
    return { playId: res.body.id, playbookId };
  }

  /** Publishes a new play of the user (basketball unless `sport` names a line); answers the community play id. */
  async published(
    userId: string,
    name = 'Horns',
    extra: Record<string, unknown> = {},
    sport: SportLine = 'BASKETBALL_HS',
  ): Promise<string> {
    const { playId, playbookId } = await this.personalPlay(userId, name, sport);
    const res = await this.post(userId, 'shareToCommunity', {
      playId,
      srcPlaybookId: playbookId,
      shareLevel: 'COMMUNITY',
      ...extra,
    });
    if (res.status !== 200)
      throw new Error(`shareToCommunity answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id;
  }

  /** The community outbox's event types for a key, oldest first, without the package. */
  override eventTypes(key: string, prefix = 'chalktalk.community.v1.'): Promise<string[]> {
    return super.eventTypes(key, prefix);
  }
}

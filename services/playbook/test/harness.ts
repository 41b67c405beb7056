/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely; each expect states the shape it needs. */
import { createNewPlay } from '@chalktalk/domain';
import {
  startTestIssuer,
  startTestPostgres,
  type TestIssuer,
  type TestPostgres,
} from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createPlaybookApp } from '../src/app';
import { loadPlaybookConfig } from '../src/config';
import { PlaybooksService } from '../src/playbooks/playbooks.service';
import { storedDocument } from '../src/plays/play-document';
import { newProjectedTeam } from './factories/team-created.factory';

type App = Awaited<ReturnType<typeof createPlaybookApp>>;

export interface Answer<T = any> {
  status: number;
  body: T;
}

/** The playbook app on a real Postgres, with a token issuer and helpers to call it as a user. */
export class PlaybookHarness {
  app!: App;
  db!: DataSource;
  private pg!: TestPostgres;
  private issuer!: TestIssuer;

  async start(database: string): Promise<void> {
    this.pg = await startTestPostgres();
    this.issuer = await startTestIssuer();
    this.app = await createPlaybookApp(
      loadPlaybookConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        DATABASE_URL: this.pg.url(database),
        JWKS_URL: this.issuer.jwksUrl,
      }),
    );
    await this.app.getHttpAdapter().getInstance().ready();
    this.db = this.app.get(DataSource);
  }

  async stop(): Promise<void> {
    await this.app?.close();
    await this.issuer?.stop();
    await this.pg?.stop();
  }

  /** GET with query parameters, or POST with a JSON body; userId null calls anonymously. */
  async call<T = any>(
    userId: string | null,
    method: 'GET' | 'POST',
    name: string,
    payload: Record<string, unknown> = {},
  ): Promise<Answer<T>> {
    // Calls are playbook/<name> unless another group is named ('search/formations').
    const path = name.includes('/') ? name : `playbook/${name}`;
    const headers: Record<string, string> = {};
    if (userId) headers.authorization = `Bearer ${await this.issuer.token({ id: userId })}`;
    const query = new URLSearchParams(
      Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
    ).toString();
    const res =
      method === 'GET'
        ? await this.app.inject({ method, url: `/api/${path}?${query}`, headers })
        : await this.app.inject({ method, url: `/api/${path}`, headers, payload });
    return { status: res.statusCode, body: res.json<T>() };
  }

  get = <T = any>(userId: string | null, name: string, payload?: Record<string, unknown>) =>
    this.call<T>(userId, 'GET', name, payload);
  post = <T = any>(userId: string | null, name: string, payload?: Record<string, unknown>) =>
    this.call<T>(userId, 'POST', name, payload);

  /** A team as TeamCreated leaves it, then the state and members the teams events would give it. */
  async team(
    options: { paid?: boolean; flags?: Record<string, boolean>; members?: Record<string, string> } = {},
  ): Promise<{ teamId: string; ownerId: string; playbookId: string }> {
    const team = newProjectedTeam();
    await this.db.transaction((m) => this.app.get(PlaybooksService).onTeamCreated(m, team, new Date()));
    await this.db.query(`UPDATE team_projections SET paid = $2, flags = $3 WHERE team_id = $1`, [
      team.teamId,
      options.paid ?? true,
      JSON.stringify(options.flags ?? {}),
    ]);
    for (const [userId, role] of Object.entries(options.members ?? {})) {
      await this.db.query(
        `INSERT INTO team_member_projections (team_id, user_id, role) VALUES ($1, $2, $3)`,
        [team.teamId, userId, role],
      );
    }
    const [row] = await this.db.query(`SELECT id FROM playbooks WHERE team_id = $1`, [team.teamId]);
    return { teamId: team.teamId, ownerId: team.ownerId, playbookId: row.id };
  }

  async personalPlaybookId(userId: string): Promise<string> {
    return (await this.get(userId, 'getMyPlaybook')).body.playbook.id;
  }

  /** Saves a new basketball play into the playbook and answers its id. */
  async newPlay(userId: string, playbookId: string, name = 'Horns'): Promise<string> {
    const play = storedDocument(createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { name }));
    const res = await this.post(userId, 'saveNewPlay', { playbookId, play });
    if (res.status !== 200) throw new Error(`saveNewPlay answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id;
  }

  /** A new folder of the playbook holding one new play, as a coach files a play. */
  async newFolderWithPlay(
    userId: string,
    playbookId: string,
    folderName: string,
    playName: string,
  ): Promise<{ folder: string; inFolder: string }> {
    const folder = (await this.post(userId, 'createFolder', { playbookId, name: folderName })).body.folder.id;
    const inFolder = await this.newPlay(userId, playbookId, playName);
    const moved = await this.post(userId, 'movePlaybookItems', {
      playbookId,
      changes: { [inFolder]: 0 },
      folderId: folder,
    });
    if (moved.status !== 200) throw new Error(`movePlaybookItems answered ${moved.status}`);
    return { folder, inFolder };
  }
}

export const aUser = (): string => randomUUID();

/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely; each expect states the shape it needs. */
import {
  startTestIssuer,
  startTestPostgres,
  type TestIssuer,
  type TestPostgres,
} from '@chalktalk/platform/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createDocumentsApp } from '../src/app';
import { loadDocumentsConfig } from '../src/config';

type App = Awaited<ReturnType<typeof createDocumentsApp>>;

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
  raw: Buffer;
}

export const aUser = () => randomUUID();

export interface TestTeam {
  teamId: string;
  ownerId: string;
}

/** The documents app on a real Postgres and a temporary file folder, with a token issuer and call helpers. */
export class DocumentsHarness {
  app!: App;
  db!: DataSource;
  dataDir!: string;
  private pg!: TestPostgres;
  private issuer!: TestIssuer;

  async start(database: string, env: Record<string, string> = {}): Promise<void> {
    this.pg = await startTestPostgres();
    this.issuer = await startTestIssuer();
    this.dataDir = await mkdtemp(join(tmpdir(), 'documents-'));
    this.app = await createDocumentsApp(
      loadDocumentsConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        DATABASE_URL: this.pg.url(database),
        JWKS_URL: this.issuer.jwksUrl,
        DATA_DIR: this.dataDir,
        ...env,
      }),
    );
    await this.app.getHttpAdapter().getInstance().ready();
    this.db = this.app.get(DataSource);
  }

  async stop(): Promise<void> {
    await this.app?.close();
    await this.issuer?.stop();
    await this.pg?.stop();
    if (this.dataDir) await rm(this.dataDir, { recursive: true, force: true });
  }

  /** The token issuer's key set (a gateway in front of the app verifies the same tokens). */
  get jwksUrl(): string {
    return this.issuer.jwksUrl;
  }

  /** A bearer token for the user, as identity signs it. */
  token(userId: string): Promise<string> {
    return this.issuer.token({ id: userId });
  }

  /** `group/call` (documents/getDocuments, messaging/getFeedPosts, main/getVideoDetails). */
  async call<T = any>(
    userId: string | null,
    method: 'GET' | 'POST',
    path: string,
    payload: Record<string, unknown> = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (userId) headers.authorization = `Bearer ${await this.issuer.token({ id: userId })}`;
    const query = new URLSearchParams(
      Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
    ).toString();
    const res =
      method === 'GET'
        ? await this.app.inject({ method, url: `/api/${path}?${query}`, headers })
        : await this.app.inject({ method, url: `/api/${path}`, headers, payload });
    let body: any = null;
    try {
      body = res.json<T>();
    } catch {
      body = null;
    }
    return { status: res.statusCode, body, headers: res.headers, raw: res.rawPayload };
  }

  get = <T = any>(userId: string | null, path: string, payload?: Record<string, unknown>) =>
    this.call<T>(userId, 'GET', path, payload);
  post = <T = any>(userId: string | null, path: string, payload?: Record<string, unknown>) =>
    this.call<T>(userId, 'POST', path, payload);

  /** Opens an address the service answered (a signed download). */
  async open(url: string): Promise<Answer> {
    const res = await this.app.inject({ method: 'GET', url });
    let body: any = null;
    try {
      body = res.json();
    } catch {
      body = null;
    }
    return { status: res.statusCode, body, headers: res.headers, raw: res.rawPayload };
  }

  /** A team in the projection as teams' events would leave it, with its owner as ADMIN. */
  async team(options: { paid?: boolean; plan?: string } = {}): Promise<TestTeam> {
    const team = { teamId: randomUUID(), ownerId: randomUUID() };
    await this.db.query(
      `INSERT INTO team_projections (team_id, program_id, owner_id, name, sport, plan, paid, flags, program_admin_ids, updated_at)
       VALUES ($1, $2, $3, 'Hawks', 'BASKETBALL_HS', $4, $5, '{}', '{}', now())`,
      [team.teamId, randomUUID(), team.ownerId, options.plan ?? 'COMPLETE', options.paid ?? true],
    );
    await this.member(team, team.ownerId, 'ADMIN', { firstName: 'Olive', lastName: 'Owner' });
    return team;
  }

  async member(
    team: TestTeam,
    userId: string,
    role: string,
    options: { pending?: boolean; firstName?: string; lastName?: string } = {},
  ): Promise<string> {
    await this.db.query(
      `INSERT INTO team_member_projections (team_id, user_id, role, pending, first_name, last_name, email)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        team.teamId,
        userId,
        role,
        options.pending ?? false,
        options.firstName ?? role.toLowerCase(),
        options.lastName ?? 'Tester',
        `${userId}@example.test`,
      ],
    );
    return userId;
  }

  async rosterPlayer(team: TestTeam, jersey: string, userId: string | null = null): Promise<void> {
    await this.db.query(
      `INSERT INTO roster_projections (roster_id, team_id, user_id, jersey, first_name, last_name, updated_at)
       VALUES ($1, $2, $3, $4, 'Pat', 'Player', now())`,
      [randomUUID(), team.teamId, userId, jersey],
    );
  }
}

/** The smallest files each kind is recognised from (content, not name). */
export const FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]),
  docx: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml....')]),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
};

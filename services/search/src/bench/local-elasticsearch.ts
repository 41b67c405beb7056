import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chownSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** A free loopback port (the OS picks one). */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// services/search/src/bench or services/search/dist/bench: the repository is four levels up.
const ROOT = resolve(__dirname, '../../../..');
/** Where deploy/scripts/install-elasticsearch.sh unpacks the distribution. */
const CACHE = join(ROOT, '.cache/elasticsearch');
/** ES refuses to run as root: as root the node runs as nobody. */
const NOBODY = 65534;

export interface TestElasticsearch {
  url: string;
  stop(): Promise<void>;
}

/** The unpacked distribution, or undefined when install-elasticsearch.sh has not run. */
export function elasticsearchHome(): string | undefined {
  if (!existsSync(CACHE)) return undefined;
  const dir = readdirSync(CACHE).find((name) => name.startsWith('elasticsearch-'));
  return dir && existsSync(join(CACHE, dir, 'bin/elasticsearch')) ? join(CACHE, dir) : undefined;
}

function javaHome(): string {
  const given = process.env.ES_JAVA_HOME ?? process.env.JAVA_HOME;
  if (given) return given;
  const java = execFileSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).trim();
  return dirname(dirname(realpathSync(java)));
}

function chownTree(path: string): void {
  chownSync(path, NOBODY, NOBODY);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) chownTree(child);
    else chownSync(child, NOBODY, NOBODY);
  }
}

/**
 * A real single-node Elasticsearch for one suite: ELASTICSEARCH_URL when set (a node someone runs), else the
 * installed distribution started on free loopback ports with a throwaway data folder, the heap given (256-512 MB
 * for the tests), security off, and stopped (folder removed) by stop().
 */
export async function startTestElasticsearch(
  heap = '-Xms256m -Xmx512m',
  startTimeoutMs = 110_000,
): Promise<TestElasticsearch> {
  if (process.env.ELASTICSEARCH_URL)
    return { url: process.env.ELASTICSEARCH_URL, stop: async () => undefined };
  const home = elasticsearchHome();
  if (!home) throw new Error('Elasticsearch is not installed: run deploy/scripts/install-elasticsearch.sh');
  const [http, transport] = [await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'chalktalk-es-'));
  const config = join(dir, 'config');
  cpSync(join(home, 'config'), config, { recursive: true });
  writeFileSync(
    join(config, 'elasticsearch.yml'),
    [
      'cluster.name: chalktalk-test',
      'node.name: test',
      `path.data: ${join(dir, 'data')}`,
      `path.logs: ${join(dir, 'logs')}`,
      'network.host: 127.0.0.1',
      `http.port: ${http}`,
      `transport.port: ${transport}`,
      'discovery.type: single-node',
      'xpack.security.enabled: false',
      'cluster.routing.allocation.disk.threshold_enabled: false',
      '',
    ].join('\n'),
  );
  const root = process.getuid?.() === 0;
  if (root) chownTree(dir);
  const env = {
    ...process.env,
    ES_PATH_CONF: config,
    ES_JAVA_HOME: javaHome(),
    ES_JAVA_OPTS: heap,
  };
  const bin = join(home, 'bin/elasticsearch');
  const child: ChildProcess = root
    ? spawn('setpriv', [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', bin], {
        env,
        stdio: 'pipe',
      })
    : spawn(bin, [], { env, stdio: 'pipe' });
  // The last lines it printed, for the error when it does not come up.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => (exited = true));
  const url = `http://127.0.0.1:${http}`;
  const stop = async () => {
    if (!exited) {
      const gone = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((done) => setTimeout(done, 20_000))]);
      if (!exited) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`Elasticsearch exited while starting:\n${output}`);
    }
    const res = await fetch(`${url}/_cluster/health?wait_for_status=yellow&timeout=1s`).catch(
      () => undefined,
    );
    if (res?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Elasticsearch did not start in ${startTimeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  return { url, stop };
}

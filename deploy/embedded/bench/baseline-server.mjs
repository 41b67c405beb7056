// The same-run baseline of `make bench-load`: what this Node and this Postgres do with nothing of ours in between.
//   GET /hello    a bare Fastify answer ({ hello: 'world' })
//   GET /select1  one `SELECT 1` through pg on the product's Postgres (a pool of 10, like a service's)
//   GET /hash     one argon2id verify with identity's own hasher and parameters (what a login must pay)
// and, on a second port, the floor of the services' own stack: a bare Nest app on Fastify (no hooks, guard, pipe or
// logging) whose one route answers `SELECT 1` through pg, the same pool.
//   GET /select1  (on <nest port>)
// Usage: node baseline-server.mjs <port> <nest port> <postgres url>; prints "listening" once both answer.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = new URL('../../../', import.meta.url).pathname;
const fastify = require(`${root}node_modules/fastify`);
require(`${root}node_modules/reflect-metadata`);
const { Controller, Get, Module } = require(`${root}node_modules/@nestjs/common`);
const { NestFactory } = require(`${root}node_modules/@nestjs/core`);
const { FastifyAdapter } = require(`${root}node_modules/@nestjs/platform-fastify`);
const { Pool } = require(`${root}node_modules/pg`);
const { hashPassword, verifyPassword } = require(`${root}services/identity/dist/accounts/password-hasher.js`);

const [port, nestPort, databaseUrl] = process.argv.slice(2);
const pool = new Pool({ connectionString: databaseUrl, max: 10 });
const stored = await hashPassword('chalktalk-bench');

const app = fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/select1', async () => (await pool.query('SELECT 1 AS one')).rows[0]);
app.get('/hash', async () => ({ ok: await verifyPassword(stored, 'chalktalk-bench') }));

// Decorators applied as functions: this file is plain JavaScript.
class FloorController {
  async select1() {
    return (await pool.query('SELECT 1 AS one')).rows[0];
  }
}
Get('select1')(
  FloorController.prototype,
  'select1',
  Object.getOwnPropertyDescriptor(FloorController.prototype, 'select1'),
);
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

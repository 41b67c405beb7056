// Creates each named database on a Postgres server unless it exists (one database per service).
// Usage: node create-databases.mjs <postgres://user:pass@host:port/postgres> <name>...
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const [adminUrl, ...names] = process.argv.slice(2);
if (!adminUrl || names.length === 0) {
  console.error('usage: create-databases.mjs <admin url> <database>...');
  process.exit(2);
}

const client = new Client({ connectionString: adminUrl });
await client.connect();
try {
  for (const name of names) {
    if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name: ${name}`);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      // Identifiers cannot be bound parameters; the name was checked against a strict pattern above.
      await client.query(`CREATE DATABASE "${name}"`);
      console.log(`create-databases: created ${name}`);
    }
  }
} finally {
  await client.end();
}

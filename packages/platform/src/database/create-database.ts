import { Client } from 'pg';

/**
 * Creates the database named in the URL when it does not exist yet (connecting to 'postgres' to do so); true when
 * this call created it.
 */
export async function createDatabaseIfMissing(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name)
    throw new Error(`createDatabaseIfMissing: no database name in ${target.protocol}//${target.host}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      return true;
    } catch (error) {
      // Two runners racing to create the same database: the loser sees duplicate_database.
      if ((error as { code?: string }).code !== '42P04') throw error;
      return false;
    }
  } finally {
    await client.end();
  }
}

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateSecretBoxKey, parseSecretBoxKey } from './secret-box';

/**
 * A secret-box key kept in a file beside the embedded product's data (make dev): read when present, made once
 * (owner-only file) when missing, so what was sealed in an earlier run still opens and a fresh machine needs no
 * manual step. The key lives outside the database, so a dump of it alone opens nothing. Deployments give the
 * key in their configuration (a Kubernetes Secret) instead.
 */
export function localSecretBoxKey(file: string): string {
  let saved: string | undefined;
  try {
    saved = readFileSync(file, 'utf8').trim();
  } catch {
    // not made yet
  }
  if (saved) {
    // A damaged file fails here, loudly: a new key would make every sealed value unreadable.
    parseSecretBoxKey(saved);
    return saved;
  }
  const key = generateSecretBoxKey();
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process made it first: theirs is the key.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return localSecretBoxKey(file);
    throw error;
  }
  return key;
}

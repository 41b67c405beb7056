import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

/**
 * The embedded product's VAPID keys (make dev): read from <dir>/vapid.json, made once when missing (owner-only
 * file), so browsers subscribed in an earlier run keep working. Deployments give VAPID_* in their configuration.
 */
export function localVapidKeys(dir: string): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const file = join(dir, 'vapid.json');
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: string; privateKey?: string };
    if (saved.publicKey && saved.privateKey)
      return { VAPID_PUBLIC_KEY: saved.publicKey, VAPID_PRIVATE_KEY: saved.privateKey };
  } catch {
    // not made yet
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}

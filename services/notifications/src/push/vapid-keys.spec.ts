import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { notificationsConfigSchema } from '../config';
import { localVapidKeys } from './vapid-keys';

describe('local VAPID keys', () => {
  it('are made once, kept owner-only, the same on the next start, and accepted by the configuration', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vapid-'));
    try {
      const first = localVapidKeys(join(dir, 'notifications'));
      expect(localVapidKeys(join(dir, 'notifications'))).toEqual(first);
      expect(statSync(join(dir, 'notifications', 'vapid.json')).mode & 0o777).toBe(0o600);
      const config = notificationsConfigSchema.parse({
        DATABASE_URL: 'postgres://x/y',
        JWKS_URL: 'http://127.0.0.1/jwks',
        ...first,
      });
      expect(config.VAPID_PUBLIC_KEY).toBe(first.VAPID_PUBLIC_KEY);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

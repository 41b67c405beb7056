import { ConfigError, generateSecretBoxKey } from '@chalktalk/platform';
import { DEVELOPMENT_WEBHOOK_SECRETS_KEY, loadNotificationsConfig } from './config';

const DATABASE_URL = 'postgres://localhost:5432/notifications';

describe('notifications config: the dev mailbox', () => {
  it('is off by default, on any address', () => {
    expect(loadNotificationsConfig({ DATABASE_URL, HOST: '0.0.0.0' }).DEV_MAILBOX).toBe(false);
  });

  it.each(['127.0.0.1', '::1', 'localhost', undefined])(
    'may be turned on with HOST=%s (loopback)',
    (HOST) => {
      expect(loadNotificationsConfig({ DATABASE_URL, HOST, DEV_MAILBOX: 'true' }).DEV_MAILBOX).toBe(true);
    },
  );

  it.each(['0.0.0.0', '::', '10.1.2.3', 'notifications'])(
    'is refused with HOST=%s: the service does not boot',
    (HOST) => {
      const load = () => loadNotificationsConfig({ DATABASE_URL, HOST, DEV_MAILBOX: 'true' });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/DEV_MAILBOX.*loopback/);
    },
  );
});

describe('notifications config: the key of the webhook secrets at rest', () => {
  const KEY = generateSecretBoxKey();

  it('is required in production, by name', () => {
    const load = () => loadNotificationsConfig({ DATABASE_URL, NODE_ENV: 'production' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/WEBHOOK_SECRETS_KEY: Required in production: the key that encrypts/);
    expect(
      loadNotificationsConfig({ DATABASE_URL, NODE_ENV: 'production', WEBHOOK_SECRETS_KEY: KEY }),
    ).toMatchObject({ WEBHOOK_SECRETS_KEY: KEY, WEBHOOK_SECRETS_PREVIOUS_KEYS: [] });
  });

  it('falls back to the development-only key outside production', () => {
    expect(loadNotificationsConfig({ DATABASE_URL }).WEBHOOK_SECRETS_KEY).toBe(
      DEVELOPMENT_WEBHOOK_SECRETS_KEY,
    );
    expect(loadNotificationsConfig({ DATABASE_URL, NODE_ENV: 'test' }).WEBHOOK_SECRETS_KEY).toBe(
      DEVELOPMENT_WEBHOOK_SECRETS_KEY,
    );
  });

  it.each(['c2hvcnQ=', 'not a key', `${KEY.slice(0, -2)}`, `${KEY}AAAA`])(
    'refuses %s: not 32 bytes of base64',
    (WEBHOOK_SECRETS_KEY) => {
      const load = () => loadNotificationsConfig({ DATABASE_URL, WEBHOOK_SECRETS_KEY });
      expect(load).toThrow(/WEBHOOK_SECRETS_KEY: expected base64 of exactly 32 bytes/);
    },
  );

  it('reads the keys being retired, each checked', () => {
    const old = [generateSecretBoxKey(), generateSecretBoxKey()];
    expect(
      loadNotificationsConfig({
        DATABASE_URL,
        WEBHOOK_SECRETS_KEY: KEY,
        WEBHOOK_SECRETS_PREVIOUS_KEYS: ` ${old[0]}, ${old[1]} `,
      }).WEBHOOK_SECRETS_PREVIOUS_KEYS,
    ).toEqual(old);
    expect(() =>
      loadNotificationsConfig({
        DATABASE_URL,
        WEBHOOK_SECRETS_KEY: KEY,
        WEBHOOK_SECRETS_PREVIOUS_KEYS: `${KEY},oops`,
      }),
    ).toThrow(/WEBHOOK_SECRETS_PREVIOUS_KEYS/);
  });
});

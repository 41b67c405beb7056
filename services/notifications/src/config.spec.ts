import { ConfigError } from '@chalktalk/platform';
import { loadNotificationsConfig } from './config';

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

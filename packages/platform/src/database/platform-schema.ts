import { InboxRecord } from '../events/inbox/inbox-record.entity';
import { OutboxRecord } from '../events/outbox/outbox-record.entity';
import { PlatformRefusedAccess1764700000000 } from '../auth/revocation/refused-access.migration';
import { PlatformOutboxInbox1735689600000 } from './platform-tables.migration';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own option type
type EntityOrMigration = Function;

/**
 * Every service lists these first in its migrations: the outbox and inbox, and the refused access tokens of
 * ended sessions (AuthModule).
 */
export const platformMigrations: EntityOrMigration[] = [
  PlatformOutboxInbox1735689600000,
  PlatformRefusedAccess1764700000000,
];

/** Every service adds these to its entities. */
export const platformEntities: EntityOrMigration[] = [OutboxRecord, InboxRecord];

import { InboxRecord } from '../events/inbox/inbox-record.entity';
import { OutboxRecord } from '../events/outbox/outbox-record.entity';
import { PlatformOutboxInbox1735689600000 } from './platform-tables.migration';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own option type
type EntityOrMigration = Function;

/** Every service lists these first in its migrations, so the outbox and inbox exist before its own tables. */
export const platformMigrations: EntityOrMigration[] = [PlatformOutboxInbox1735689600000];

/** Every service adds these to its entities. */
export const platformEntities: EntityOrMigration[] = [OutboxRecord, InboxRecord];

import {
  EmailVerificationRequestedSchema,
  EnvelopeSchema,
  fromBinary,
  PasswordResetRequestedSchema,
  type SessionsEnded,
  SessionsEndedSchema,
  Topics,
} from '@chalktalk/contracts';
import type { DataSource } from 'typeorm';

/** What identity put in its outbox on `topic` (default: the account topic): the events, decoded, oldest first. */
export async function outboxEvents(
  db: DataSource,
  topic: string = Topics.IdentityAccount,
): Promise<{ type: string; key: string; payload: Uint8Array }[]> {
  const rows: { type: string; key: string; payload: Buffer }[] = await db.query(
    `SELECT type, key, payload FROM platform_outbox WHERE topic = $1 ORDER BY id`,
    [topic],
  );
  return rows.map((row) => ({
    type: row.type,
    key: row.key,
    payload: fromBinary(EnvelopeSchema, new Uint8Array(row.payload)).payload,
  }));
}

/** The oobCode of the newest link mailed to `email` in that mode (read from the outbox, as notifications would). */
export async function latestCode(
  db: DataSource,
  mode: 'verifyEmail' | 'resetPassword',
  email: string,
): Promise<string | undefined> {
  const schema = mode === 'verifyEmail' ? EmailVerificationRequestedSchema : PasswordResetRequestedSchema;
  const links = (await outboxEvents(db))
    .filter((event) => event.type === schema.typeName)
    .map((event) => fromBinary(schema, event.payload))
    .filter((message) => message.email.toLowerCase() === email.toLowerCase());
  const link = links[links.length - 1]?.link;
  return link ? (new URL(link).searchParams.get('oobCode') ?? undefined) : undefined;
}

/** The SessionsEnded events identity emitted for the account, oldest first. */
export async function sessionsEndedOf(db: DataSource, accountId: string): Promise<SessionsEnded[]> {
  return (await outboxEvents(db, Topics.IdentitySession))
    .filter((event) => event.type === SessionsEndedSchema.typeName && event.key === accountId)
    .map((event) => fromBinary(SessionsEndedSchema, event.payload));
}

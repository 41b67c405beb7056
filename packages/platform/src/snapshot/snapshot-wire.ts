import type { Envelope } from '@chalktalk/contracts';
import { z } from 'zod';
import { decodeEnvelope, encodeEnvelope } from '../events/envelope';

/** Items a page answers when the caller names no limit, and at most. */
export const SNAPSHOT_PAGE_DEFAULT = 200;
export const SNAPSHOT_PAGE_MAX = 1000;

/** Topics are '<service>.<aggregate>.v<n>'. */
export const snapshotTopicSchema = z.object({
  topic: z
    .string()
    .max(100)
    .regex(/^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*\.v\d+$/),
});

/**
 * The cursor is the last id answered: every snapshotted table is keyed by a uuid (any version: the demo seed's
 * fixed ids too), so sources page by their primary key and a malformed cursor never reaches a query.
 */
export const snapshotPageSchema = z.object({
  after: z
    .string()
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(SNAPSHOT_PAGE_MAX).default(SNAPSHOT_PAGE_DEFAULT),
});

/** One page on the wire: each item its ordering key and its envelope (protobuf, base64). */
export const snapshotAnswerSchema = z.object({
  items: z.array(z.object({ key: z.string(), envelope: z.string() })),
  next: z.string().nullable(),
});
export type SnapshotAnswer = z.infer<typeof snapshotAnswerSchema>;

/** What a consumer of a snapshot gets: a message as the bus would have delivered it. */
export interface SnapshotMessage {
  topic: string;
  key: string;
  envelope: Envelope;
}

export function encodeSnapshotItem(key: string, envelope: Envelope): SnapshotAnswer['items'][number] {
  return { key, envelope: Buffer.from(encodeEnvelope(envelope)).toString('base64') };
}

export function decodeSnapshotItem(topic: string, item: SnapshotAnswer['items'][number]): SnapshotMessage {
  return { topic, key: item.key, envelope: decodeEnvelope(Buffer.from(item.envelope, 'base64')) };
}

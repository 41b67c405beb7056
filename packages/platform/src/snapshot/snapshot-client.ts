import { INTERNAL_CREDENTIAL_HEADER } from './internal-credential';
import {
  decodeSnapshotItem,
  SNAPSHOT_PAGE_DEFAULT,
  snapshotAnswerSchema,
  type SnapshotMessage,
} from './snapshot-wire';

export interface SnapshotReadOptions {
  /** The owning service's base URL (no trailing slash needed). */
  baseUrl: string;
  topic: string;
  credential: string;
  limit?: number;
  /** Injected in tests; the global fetch (undici) otherwise. */
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

export class SnapshotReadError extends Error {
  constructor(
    readonly topic: string,
    readonly status: number,
    body: string,
  ) {
    super(`Snapshot of ${topic} answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'SnapshotReadError';
  }
}

/** Reads one page of a topic's snapshot from its owner. */
export async function readSnapshotPage(
  options: SnapshotReadOptions,
  after: string | null,
): Promise<{ messages: SnapshotMessage[]; next: string | null }> {
  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/internal/snapshot/${options.topic}`);
  url.searchParams.set('limit', String(options.limit ?? SNAPSHOT_PAGE_DEFAULT));
  if (after !== null) url.searchParams.set('after', after);
  const response = await (options.fetch ?? fetch)(url, {
    headers: { [INTERNAL_CREDENTIAL_HEADER]: options.credential, accept: 'application/json' },
    signal: options.signal,
  });
  if (!response.ok) throw new SnapshotReadError(options.topic, response.status, await response.text());
  const answer = snapshotAnswerSchema.parse(await response.json());
  if (answer.next !== null && answer.next === after) {
    throw new Error(`Snapshot of ${options.topic} answered the cursor it was given: it would never end`);
  }
  return { messages: answer.items.map((item) => decodeSnapshotItem(options.topic, item)), next: answer.next };
}

/** Every message of a topic's snapshot, page after page, in the owner's stable order. */
export async function* readSnapshot(options: SnapshotReadOptions): AsyncGenerator<SnapshotMessage[]> {
  let after: string | null = null;
  do {
    const page = await readSnapshotPage(options, after);
    if (page.messages.length > 0) yield page.messages;
    after = page.next;
  } while (after !== null);
}

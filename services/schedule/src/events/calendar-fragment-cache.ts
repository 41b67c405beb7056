import { LRUCache } from 'lru-cache';
import { fragmentBytes, type CalendarFragment } from './calendar-fragments';

/** What a fragment is cached under: it depends on the caller (myRsvp), the team, the window and the answer's zone. */
export interface CalendarFragmentKey {
  userId: string;
  teamId: string;
  from: Date;
  to: Date;
  timeZone: string;
}

/** A whole answer already merged, handed out again only for the same signature (head, teams and their versions). */
interface MergedAnswer {
  signature: string;
  bytes: Buffer;
}

/**
 * The teams' calendar fragments in memory, least recently used evicted first under a byte bound
 * (CALENDAR_CACHE_BYTES). A fragment is only handed out for the version it was read at: the caller passes the
 * team's current version, read from Postgres on every call, so every replica validates on its own and nothing is
 * broadcast. Authorization is the caller's business, before it asks.
 *
 * Beside the fragments, in the same bound, the last merged answer of each caller's month: a read that finds every
 * team's version unchanged sends the same text again, without merging 4,400 cells into a new 1.4 MB string (each
 * such string is garbage the next read, and the major collections it causes were the warm read's p95).
 */
export class CalendarFragmentCache {
  private readonly lru: LRUCache<string, CalendarFragment | MergedAnswer>;

  constructor(maxBytes: number) {
    this.lru = new LRUCache<string, CalendarFragment | MergedAnswer>({
      maxSize: maxBytes,
      sizeCalculation: (value, key) =>
        2 * key.length +
        ('bytes' in value ? value.bytes.length + 2 * value.signature.length + 64 : fragmentBytes(value)),
    });
  }

  /** The fragment when it was read at `version` (null: the team has no version yet), otherwise undefined. */
  get(key: CalendarFragmentKey, version: string | null): CalendarFragment | undefined {
    const fragment = this.lru.get(keyText(key));
    return fragment && !('bytes' in fragment) && fragment.version === version ? fragment : undefined;
  }

  /** Keeps a fragment; one larger than the whole bound is not kept. */
  set(key: CalendarFragmentKey, fragment: CalendarFragment): void {
    this.lru.set(keyText(key), fragment);
  }

  /** The answer merged under `key` when its signature is the same, otherwise undefined. */
  getAnswer(key: string, signature: string): Buffer | undefined {
    const answer = this.lru.get(`answer ${key}`);
    return answer && 'bytes' in answer && answer.signature === signature ? answer.bytes : undefined;
  }

  /** Keeps the answer merged under `key` for `signature`, in place of the one before. */
  setAnswer(key: string, signature: string, bytes: Buffer): void {
    this.lru.set(`answer ${key}`, { signature, bytes });
  }

  /** Bytes held now (as counted for the bound) and fragments held: for the tests and the README's figures. */
  get usage(): { bytes: number; fragments: number } {
    return { bytes: this.lru.calculatedSize, fragments: this.lru.size };
  }
}

function keyText({ userId, teamId, from, to, timeZone }: CalendarFragmentKey): string {
  return `${userId} ${teamId} ${from.getTime()} ${to.getTime()} ${timeZone}`;
}

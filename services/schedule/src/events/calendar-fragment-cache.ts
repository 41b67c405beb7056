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

/**
 * The teams' calendar fragments in memory, least recently used evicted first under a byte bound
 * (CALENDAR_CACHE_BYTES). A fragment is only handed out for the version it was read at: the caller passes the
 * team's current version, read from Postgres on every call, so every replica validates on its own and nothing is
 * broadcast. Authorization is the caller's business, before it asks.
 */
export class CalendarFragmentCache {
  private readonly lru: LRUCache<string, CalendarFragment>;

  constructor(maxBytes: number) {
    this.lru = new LRUCache<string, CalendarFragment>({
      maxSize: maxBytes,
      sizeCalculation: (fragment, key) => fragmentBytes(fragment) + 2 * key.length,
    });
  }

  /** The fragment when it was read at `version` (null: the team has no version yet), otherwise undefined. */
  get(key: CalendarFragmentKey, version: string | null): CalendarFragment | undefined {
    const fragment = this.lru.get(keyText(key));
    return fragment && fragment.version === version ? fragment : undefined;
  }

  /** Keeps a fragment; one larger than the whole bound is not kept. */
  set(key: CalendarFragmentKey, fragment: CalendarFragment): void {
    this.lru.set(keyText(key), fragment);
  }

  /** Bytes held now (as counted for the bound) and fragments held: for the tests and the README's figures. */
  get usage(): { bytes: number; fragments: number } {
    return { bytes: this.lru.calculatedSize, fragments: this.lru.size };
  }
}

function keyText({ userId, teamId, from, to, timeZone }: CalendarFragmentKey): string {
  return `${userId} ${teamId} ${from.getTime()} ${to.getTime()} ${timeZone}`;
}

/**
 * What the search service indexes, one kind per source (spec document 1 section 2, document 3 community search,
 * document 2's saved formations).
 */
export const SEARCH_KINDS = ['post', 'event', 'roster', 'play', 'community', 'formation'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The kinds search/global answers, in the spec's group order (Posts, Events, Roster, Plays). */
export const GLOBAL_KINDS = ['post', 'event', 'roster', 'play'] as const satisfies readonly SearchKind[];

/**
 * One searchable document, as every adapter stores it. `acl` holds the grants that may see it (access/acl.ts):
 * a query carries the user's grants and matches only documents sharing one, inside the index query itself.
 */
export interface SearchDocument {
  /** `<kind>:<source id>`. */
  id: string;
  kind: SearchKind;
  /** Grants, e.g. `t:<teamId>` (team members), `c:<teamId>` (coaches), `r:<teamId>` (roster), `u:<userId>`, `public`. */
  acl: string[];
  /** Teams the document belongs to (a play: every team it is listed in). */
  teamIds: string[];
  /** Playbooks a play is listed in (its own and the team playbooks); empty for other kinds. */
  playbookIds: string[];
  /** The boosted name: play name, person's name, event title, community play name. */
  title: string;
  /** Exact boosted terms: jersey number, tags, position, opponent. */
  keywords: string;
  /** Other text: descriptions, post text, objectives, location. */
  body: string;
  /** What the answer shows beside the title (ids to open it, dates, jersey...). Never searched. */
  data: Record<string, unknown>;
  /** Source version (microseconds of the source's change stamp): an older version never replaces a newer one. */
  version: number;
}

export interface SearchQuery {
  /** As typed; adapters match every word, the last one as a prefix, with typo tolerance on names. */
  text: string;
  kinds: readonly SearchKind[];
  /** The user's grants: a document matches only when its acl shares one. */
  grants: string[];
  /** When set, plays and formations must be listed in this playbook. */
  playbookId?: string;
  /** Hits per kind. */
  limit: number;
  /** Skip this many of the best hits (one kind only: community paging). */
  offset?: number;
  /** false when the answer needs no totals (search/global): Elasticsearch may then skip non-competitive hits. */
  countTotals?: boolean;
}

export interface SearchHit {
  id: string;
  kind: SearchKind;
  score: number;
  title: string;
  teamIds: string[];
  data: Record<string, unknown>;
}

export interface SearchAnswer {
  hits: SearchHit[];
  /** Matching documents per kind (may be an estimate above a few thousand). */
  totals: Partial<Record<SearchKind, number>>;
}

/** The search port: the Postgres adapter (embedded default) and the Elasticsearch adapter implement it. */
export interface SearchIndex {
  readonly name: 'postgres' | 'elasticsearch';
  /** Creates what the adapter needs (templates, the first index and its alias); idempotent. */
  prepare(): Promise<void>;
  /**
   * Writes documents; one with a lower version than the stored one (or its deletion) is ignored. `rebuildTarget`
   * (the generation a running rebuild fills, from the rebuild marker every replica reads) receives them too.
   */
  upsert(docs: SearchDocument[], rebuildTarget?: string): Promise<void>;
  /** Removes documents as of `version`; a later upsert with a lower version does not bring them back. */
  remove(ids: string[], version: number, rebuildTarget?: string): Promise<void>;
  search(query: SearchQuery): Promise<SearchAnswer>;
  /** Whether a document listed in the playbook matches one of the grants (search/global's playbookId check). */
  hasPlaybook(playbookId: string, grants: string[]): Promise<boolean>;
  /** Makes every write so far visible to search (tests; Elasticsearch refreshes every second on its own). */
  refresh(): Promise<void>;
  /**
   * Rebuild: creates a new empty generation and answers its name (the rebuild target); live writes given that
   * target go to both, `backfill` fills it (version-guarded, so a live write is never overwritten by an older
   * copy), `finishRebuild` swaps it in atomically.
   */
  startRebuild(): Promise<string>;
  backfill(target: string, docs: SearchDocument[]): Promise<void>;
  finishRebuild(target: string): Promise<void>;
  abortRebuild(target: string): Promise<void>;
  close(): Promise<void>;
}

export const SEARCH_INDEX = Symbol('SEARCH_INDEX');

/** A source change stamp as a document version: microseconds since the epoch (a Date has milliseconds). */
export function versionOf(at: Date | { seconds: bigint; nanos: number } | undefined): number {
  if (!at) return Date.now() * 1000;
  if (at instanceof Date) return at.getTime() * 1000;
  return Number(at.seconds) * 1_000_000 + Math.floor(at.nanos / 1000);
}

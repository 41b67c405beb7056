/**
 * Community ranking (spec 3 §3: sections LATEST, POPULAR, TRENDING). Pure: the community service stores the
 * scores and ranks computed here so a section page is an index scan, never a per-request computation.
 */

export const COMMUNITY_SECTIONS = ['LATEST', 'POPULAR', 'TRENDING'] as const;
export type CommunitySection = (typeof COMMUNITY_SECTIONS)[number];

/** Plays on one section page; the homepage shows the first HOMEPAGE_SIZE of each section. */
export const COMMUNITY_PAGE_SIZE = 20;
export const COMMUNITY_HOMEPAGE_SIZE = 8;

/**
 * Popularity weights: a copy is the strongest signal (a coach took the play into a playbook), then a comment
 * (someone cared enough to write), then a like; views count a little (a tenth of a like), as they are cheap.
 */
export const POPULAR_WEIGHTS = { copies: 5, comments: 4, likes: 3, views: 0.1 } as const;

export interface CommunityCounts {
  likes: number;
  copies: number;
  views: number;
  comments: number;
}

export function popularScore(c: CommunityCounts): number {
  return (
    c.copies * POPULAR_WEIGHTS.copies +
    c.comments * POPULAR_WEIGHTS.comments +
    c.likes * POPULAR_WEIGHTS.likes +
    c.views * POPULAR_WEIGHTS.views
  );
}

/** Hacker News gravity: score / (age in hours + 2)^1.8. A fresh play with one like beats a week-old one with ten. */
export const TRENDING_GRAVITY = 1.8;
/** Plays younger than this count as fresh for the trending quota. */
export const TRENDING_FRESH_HOURS = 48;
/** At least this share of trending's first page are fresh plays, whenever enough fresh plays exist. */
export const TRENDING_FRESH_SHARE = 0.3;
/** How often each replica recomputes the stored trending ranks (the issue asks for at least every 5 minutes). */
export const TRENDING_RECOMPUTE_MS = 60_000;
/**
 * Ranks stored per recompute: the first 250 pages. Plays below them are old and cold; the section lists them
 * after the ranked ones, newest first. Writing every rank of 100 000 plays each minute would cost far more.
 */
export const TRENDING_STORED_RANKS = 5000;

const HOUR_MS = 3_600_000;

export function trendingScore(c: CommunityCounts, publishedAt: Date, now: Date): number {
  const ageHours = Math.max(0, (now.getTime() - publishedAt.getTime()) / HOUR_MS);
  // +1 so a brand-new play with no reactions still has a score, and newer beats older among equals.
  return (popularScore(c) + 1) / Math.pow(ageHours + 2, TRENDING_GRAVITY);
}

export interface RankablePlay extends CommunityCounts {
  id: string;
  publishedAt: Date;
}

export function isFresh(publishedAt: Date, now: Date): boolean {
  return now.getTime() - publishedAt.getTime() < TRENDING_FRESH_HOURS * HOUR_MS;
}

/**
 * The trending order: by gravity score (ties: newer, then id), then the fresh quota on the first page. When the
 * first page holds fewer than ceil(30 % of a page) fresh plays and more fresh plays exist, the best-ranked fresh
 * plays below the page are moved up, replacing the page's lowest-ranked older plays (which move down to the
 * start of page two, keeping their order).
 */
export function trendingOrder(
  plays: readonly RankablePlay[],
  now: Date,
  pageSize = COMMUNITY_PAGE_SIZE,
): string[] {
  const scored = plays.map((p) => ({ p, score: trendingScore(p, p.publishedAt, now) }));
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      b.p.publishedAt.getTime() - a.p.publishedAt.getTime() ||
      (a.p.id < b.p.id ? -1 : a.p.id > b.p.id ? 1 : 0),
  );
  const order = scored.map((s) => s.p);
  const pageLength = Math.min(pageSize, order.length);
  const page = order.slice(0, pageLength);
  const rest = order.slice(pageLength);
  const freshOnPage = page.filter((p) => isFresh(p.publishedAt, now)).length;
  const freshBelow = rest.filter((p) => isFresh(p.publishedAt, now));
  const wanted = Math.ceil(TRENDING_FRESH_SHARE * pageLength);
  const promote = freshBelow.slice(0, Math.max(0, wanted - freshOnPage));
  if (promote.length === 0) return order.map((p) => p.id);

  // Drop the lowest-ranked older plays of the page to make room.
  const demoted = new Set<RankablePlay>();
  for (let i = page.length - 1; i >= 0 && demoted.size < promote.length; i--) {
    if (!isFresh(page[i]!.publishedAt, now)) demoted.add(page[i]!);
  }
  const promoted = new Set(promote);
  const kept = page.filter((p) => !demoted.has(p));
  const position = new Map(page.map((p, i) => [p, i] as const));
  promote.forEach((p) => position.set(p, order.indexOf(p)));
  const newPage = [...kept, ...promote].sort((a, b) => position.get(a)! - position.get(b)!);
  const below = [...page.filter((p) => demoted.has(p)), ...rest.filter((p) => !promoted.has(p))];
  return [...newPage, ...below].map((p) => p.id);
}

/**
 * The trending order within each group (a sport family: the community lists one family's plays on their own), each
 * computed over that group's plays alone, so a family's first page gets its own fresh share and its own head of
 * TRENDING_STORED_RANKS, which a global order filtered to the family would not give a small family. Plays without
 * a group are left out (they are listed only under every sport). Ranks count from 1 in each group.
 */
export function trendingRanksByGroup<P extends RankablePlay>(
  plays: readonly P[],
  groupOf: (play: P) => string | null,
  now: Date,
  limit = TRENDING_STORED_RANKS,
): Map<string, number> {
  const groups = new Map<string, P[]>();
  for (const play of plays) {
    const group = groupOf(play);
    if (group === null) continue;
    const members = groups.get(group);
    if (members) members.push(play);
    else groups.set(group, [play]);
  }
  const ranks = new Map<string, number>();
  for (const members of groups.values())
    trendingOrder(members, now)
      .slice(0, limit)
      .forEach((id, index) => ranks.set(id, index + 1));
  return ranks;
}

/** Pages of a section: at least 1, so an empty community still has its first (empty) page. */
export function estimatedPages(total: number, pageSize = COMMUNITY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

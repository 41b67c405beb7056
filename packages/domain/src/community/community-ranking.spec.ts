import {
  COMMUNITY_PAGE_SIZE,
  estimatedPages,
  isFresh,
  popularScore,
  type RankablePlay,
  trendingOrder,
  trendingRanksByGroup,
  trendingScore,
} from './community-ranking';

const HOUR = 3_600_000;
const now = new Date('2026-11-25T12:00:00Z');

/** A small deterministic generator (mulberry32) so a failing set can be reproduced from its seed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generated(seed: number, count: number, freshShare: number): RankablePlay[] {
  const rnd = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const fresh = rnd() < freshShare;
    const ageHours = fresh ? rnd() * 47 : 48 + rnd() * 24 * 60;
    // Old plays had time to gather reactions: they are the ones that would crowd out fresh ones.
    const scale = fresh ? 3 : 400;
    return {
      id: `play-${seed}-${i}`,
      publishedAt: new Date(now.getTime() - ageHours * HOUR),
      likes: Math.floor(rnd() * scale),
      copies: Math.floor(rnd() * scale * 0.2),
      views: Math.floor(rnd() * scale * 10),
      comments: Math.floor(rnd() * scale * 0.3),
    };
  });
}

describe('community ranking', () => {
  it('weighs copies over comments over likes over views for popular', () => {
    const base = { likes: 0, copies: 0, views: 0, comments: 0 };
    expect(popularScore({ ...base, copies: 1 })).toBeGreaterThan(popularScore({ ...base, comments: 1 }));
    expect(popularScore({ ...base, comments: 1 })).toBeGreaterThan(popularScore({ ...base, likes: 1 }));
    expect(popularScore({ ...base, likes: 1 })).toBeGreaterThan(popularScore({ ...base, views: 1 }));
  });

  it('decays trending with age (gravity)', () => {
    const counts = { likes: 10, copies: 0, views: 0, comments: 0 };
    const young = trendingScore(counts, new Date(now.getTime() - 2 * HOUR), now);
    const old = trendingScore(counts, new Date(now.getTime() - 50 * HOUR), now);
    expect(young).toBeGreaterThan(old * 10);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'keeps at least 30 %% of the first page fresh whenever fresh plays exist (generated set %i)',
    (seed) => {
      const freshShare = [0.01, 0.05, 0.2, 0.5][seed % 4]!;
      const plays = generated(seed, 500, freshShare);
      const byId = new Map(plays.map((p) => [p.id, p]));
      const order = trendingOrder(plays, now);
      expect(new Set(order).size).toBe(plays.length);
      const page = order.slice(0, COMMUNITY_PAGE_SIZE).map((id) => byId.get(id)!);
      const freshTotal = plays.filter((p) => isFresh(p.publishedAt, now)).length;
      const freshOnPage = page.filter((p) => isFresh(p.publishedAt, now)).length;
      expect(freshOnPage).toBeGreaterThanOrEqual(Math.min(freshTotal, Math.ceil(0.3 * COMMUNITY_PAGE_SIZE)));
    },
  );

  it('leaves the order alone when the page already holds enough fresh plays, and works with none', () => {
    const fresh = generated(11, 40, 1);
    const plain = [...fresh].sort(
      (a, b) => trendingScore(b, b.publishedAt, now) - trendingScore(a, a.publishedAt, now),
    );
    expect(trendingOrder(fresh, now)).toEqual(plain.map((p) => p.id));
    const old = generated(12, 40, 0);
    expect(trendingOrder(old, now)).toHaveLength(40);
  });

  it('counts pages, at least one', () => {
    expect(estimatedPages(0)).toBe(1);
    expect(estimatedPages(20)).toBe(1);
    expect(estimatedPages(21)).toBe(2);
  });

  it("ranks each group on its own: a small family's fresh play reaches its first page, ranks count from 1", () => {
    const play = (id: string, ageHours: number, likes: number) => ({
      id,
      publishedAt: new Date(now.getTime() - ageHours * HOUR),
      likes,
      copies: 0,
      views: 0,
      comments: 0,
    });
    // 25 old lacrosse plays everyone liked, ten fresh basketball plays, one fresh lacrosse play an hour old.
    const oldLax = Array.from({ length: 25 }, (_, i) => ({
      ...play(`lax-${i}`, 72 + i, 1000),
      family: 'lacrosse',
    }));
    const freshHoops = Array.from({ length: 10 }, (_, i) => ({
      ...play(`hoops-${i}`, 0.2, 0),
      family: 'basketball',
    }));
    const freshLax = { ...play('lax-fresh', 1, 0), family: 'lacrosse' };
    const noFamily = { ...play('unknown-line', 1, 0), family: null };
    const plays = [...oldLax, ...freshHoops, freshLax, noFamily];

    // The global order promotes the newest fresh plays, all basketball: filtered to lacrosse, the fresh lacrosse
    // play would sit on page 2.
    const globalLax = trendingOrder(plays, now).filter((id) => id.startsWith('lax'));
    expect(globalLax.indexOf('lax-fresh')).toBeGreaterThanOrEqual(COMMUNITY_PAGE_SIZE);

    const ranks = trendingRanksByGroup(plays, (p) => p.family, now);
    expect(ranks.get('lax-fresh')).toBeLessThanOrEqual(COMMUNITY_PAGE_SIZE);
    const laxRanks = [...oldLax, freshLax].map((p) => ranks.get(p.id)!).sort((a, b) => a - b);
    expect(laxRanks).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    expect(freshHoops.map((p) => ranks.get(p.id)).sort()).toEqual([1, 10, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ranks.has('unknown-line')).toBe(false);
    // Each group's ranks are its own trending order.
    const hoopsOrder = trendingOrder(freshHoops, now);
    expect(hoopsOrder.map((id) => ranks.get(id))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('stores at most `limit` ranks per group', () => {
    const plays = generated(9, 60, 0.2).map((p, i) => ({ ...p, family: i % 2 ? 'a' : 'b' }));
    const ranks = trendingRanksByGroup(plays, (p) => p.family, now, 10);
    expect(ranks.size).toBe(20);
    expect(Math.max(...ranks.values())).toBe(10);
  });
});

import { createGatewayApp, loadGatewayConfig } from '@chalktalk/gateway';
import {
  startTestIssuer,
  startTestPostgres,
  type TestIssuer,
  type TestPostgres,
} from '@chalktalk/platform/testing';
import { DataSource } from 'typeorm';
import { createCommunityApp } from '../../src/app';
import { loadCommunityConfig } from '../../src/config';
import { TrendingService } from '../../src/plays/trending.service';

/**
 * The scale figure of issue 18 (services/community/README.md): 100 000 published plays and a million likes, a
 * section page through the gateway (HTTP, loopback) at p95 ≤ 50 ms. On demand only (it fills about 1 GB):
 *   COMMUNITY_BENCH=1 npx jest services/community/test/bench --selectProjects integration
 */
const run = process.env.COMMUNITY_BENCH === '1' ? describe : describe.skip;
const PLAYS = Number(process.env.COMMUNITY_BENCH_PLAYS ?? 100_000);
const LIKES_PER_PLAY = 10;
const REQUESTS = 400;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

run('community sections at scale (real Postgres, through the gateway)', () => {
  let pg: TestPostgres;
  let issuer: TestIssuer;
  let community: Awaited<ReturnType<typeof createCommunityApp>>;
  let gateway: Awaited<ReturnType<typeof createGatewayApp>>;
  let base: string;

  beforeAll(async () => {
    pg = await startTestPostgres();
    issuer = await startTestIssuer();
    const common = { NODE_ENV: 'test', LOG_LEVEL: 'silent', JWKS_URL: issuer.jwksUrl };
    community = await createCommunityApp(
      loadCommunityConfig({
        ...common,
        DATABASE_URL: pg.url('community_bench'),
        PLAYBOOK_URL: 'http://127.0.0.1:9',
        TRENDING_RECOMPUTE_MS: '300000',
      }),
    );
    await community.listen({ port: 0, host: '127.0.0.1' });
    const communityUrl = `http://127.0.0.1:${(community.getHttpServer().address() as { port: number }).port}`;
    gateway = await createGatewayApp(
      loadGatewayConfig({
        ...common,
        PORT: '0',
        IDENTITY_URL: 'http://127.0.0.1:9',
        TEAMS_URL: 'http://127.0.0.1:9',
        PLAYBOOK_URL: 'http://127.0.0.1:9',
        COMMUNITY_URL: communityUrl,
        RATE_LIMIT_PER_MINUTE: '1000000',
      }),
    );
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(gateway.getHttpServer().address() as { port: number }).port}`;
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
    await community?.close();
    await issuer?.stop();
    await pg?.stop();
  });

  it(`answers a section page at p95 ≤ 50 ms with ${PLAYS} plays and ${PLAYS * LIKES_PER_PLAY} likes`, async () => {
    const db = community.get(DataSource);
    let started = Date.now();
    await db.query(`
      INSERT INTO community_profiles (user_id, screen_name, screen_name_key, description, birthdate, created_at)
      SELECT ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'coach' || i, 'coach' || i, 'Coach', '1980-01-01', now()
      FROM generate_series(1, 1000) i`);
    // A small real document per play: lists never read it.
    await db.query(
      `INSERT INTO community_plays (id, source_play_id, source_playbook_id, author_id, name, description, tags, sport,
         document, status, published_at, updated_at, views, copies, comments)
       SELECT gen_random_uuid(), gen_random_uuid(), gen_random_uuid(),
         ('00000000-0000-4000-8000-' || lpad((1 + i % 1000)::text, 12, '0'))::uuid,
         'Play ' || i, 'A play', ARRAY['offense'], 'BASKETBALL_HS', '{"frames":[],"version":10}'::jsonb, 'published',
         now() - (random() * interval '90 days'), now(), (random() * 200)::int, (random() * 5)::int, (random() * 8)::int
       FROM generate_series(1, $1::int) i`,
      [PLAYS],
    );
    await db.query(
      `INSERT INTO community_likes (play_id, user_id, created_at)
       SELECT p.id, gen_random_uuid(), now() FROM community_plays p CROSS JOIN generate_series(1, $1::int)`,
      [LIKES_PER_PLAY],
    );
    // Likes are skewed in real life: a tenth of the plays hold most of them (the counter, not more rows).
    await db.query(
      `UPDATE community_plays SET likes = ${LIKES_PER_PLAY} + CASE WHEN random() < 0.1 THEN (random() * 500)::int ELSE 0 END`,
    );
    await db.query('VACUUM ANALYZE');
    const fillMs = Date.now() - started;
    started = Date.now();
    await community.get(TrendingService).recompute();
    const trendingMs = Date.now() - started;
    const [{ likes }] = await db.query(`SELECT count(*)::int AS likes FROM community_likes`);
    expect(likes).toBe(PLAYS * LIKES_PER_PLAY);

    const sections = ['LATEST', 'POPULAR', 'TRENDING'] as const;
    const times: Record<string, number[]> = { LATEST: [], POPULAR: [], TRENDING: [], HOME: [] };
    // Warm up the connections and statements, as a running service is.
    for (const section of sections)
      await fetch(`${base}/api/community/getCommunityPlaybook?section=${section}&page=1`);
    for (let i = 0; i < REQUESTS; i++) {
      const section = sections[i % 3]!;
      // Mostly the first pages (where visitors are), now and then a deep one.
      const page = i % 10 === 9 ? 1 + Math.floor(Math.random() * 250) : 1 + Math.floor(Math.random() * 5);
      const t0 = performance.now();
      const res = await fetch(`${base}/api/community/getCommunityPlaybook?section=${section}&page=${page}`);
      const body = (await res.json()) as { plays: unknown[]; estimatedPages: number };
      times[section]!.push(performance.now() - t0);
      expect(res.status).toBe(200);
      expect(body.plays).toHaveLength(20);
      expect(body.estimatedPages).toBe(Math.ceil(PLAYS / 20));
      if (i % 4 === 0) {
        const h0 = performance.now();
        await (await fetch(`${base}/api/community/getCommunityHomepage`)).json();
        times.HOME!.push(performance.now() - h0);
      }
    }
    const all = [...times.LATEST!, ...times.POPULAR!, ...times.TRENDING!].sort((a, b) => a - b);
    const line = (name: string, list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return `${name}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
    };
    console.log(
      [
        `community bench: ${PLAYS} plays, ${likes} likes; fill ${fillMs} ms; trending recompute ${trendingMs} ms`,
        line('sections', all),
        ...sections.map((s) => line(s, times[s]!)),
        line('homepage', times.HOME!),
      ].join('\n'),
    );
    expect(percentile(all, 95)).toBeLessThanOrEqual(50);
  }, 900_000);
});

import { CommunityHarness } from '../harness';

type Summary = { id: string; name: string; sport: string };
const ids = (plays: Summary[]) => plays.map((p) => p.id);

/**
 * The community by sport: getCommunityPlaybook and getCommunityHomepage take an optional sport family and list
 * only its plays (pages and estimatedPages count only them); without it they list every sport, as the spec's
 * calls do. A bad family is G001 and changes nothing.
 */
describe('community: lists narrowed to a sport family (real Postgres, real playbook over HTTP)', () => {
  const h = new CommunityHarness();
  const LACROSSE_PLAYS = 21;
  let horns: string;
  let zone: string;
  let slant: string;

  beforeAll(async () => {
    await h.start('community_sport_family');
    // 21 lacrosse plays written straight into the table (the family is a generated column, so any writer gets
    // it): a second page for lacrosse alone.
    await h.db.query(
      `INSERT INTO community_plays (id, source_play_id, source_playbook_id, author_id, name, sport, document,
         status, published_at, updated_at)
       SELECT gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 'Lax ' || i,
         CASE WHEN i % 2 = 0 THEN 'LACROSSE_MENS' ELSE 'LACROSSE_BOX' END, '{"frames":[]}'::jsonb, 'published',
         now() - interval '1 day' - i * interval '1 minute', now()
       FROM generate_series(1, $1::int) i`,
      [LACROSSE_PLAYS],
    );
    const coach = await h.contributor('SportCoach');
    horns = await h.published(coach, 'Horns Flare', {}, 'BASKETBALL_HS');
    slant = await h.published(coach, 'Slant Flat', {}, 'FOOTBALL_HS');
    zone = await h.published(coach, 'Zone Press', {}, 'BASKETBALL_WOMENS_COLLEGE');
  }, 120_000);
  afterAll(() => h.stop());

  const section = (sport?: string, page = 1, name = 'LATEST') =>
    h.get(null, 'getCommunityPlaybook', { section: name, page, ...(sport ? { sport } : {}) });

  it("lists each family's plays only, and every sport without the parameter", async () => {
    const basketball = await section('basketball');
    expect(basketball.status).toBe(200);
    expect(basketball.body).toMatchObject({
      section: 'LATEST',
      page: 1,
      sport: 'basketball',
      estimatedPages: 1,
    });
    // Every basketball line is the family: newest first.
    expect(ids(basketball.body.plays)).toEqual([zone, horns]);
    expect(basketball.body.plays.map((p: Summary) => p.sport)).toEqual([
      'BASKETBALL_WOMENS_COLLEGE',
      'BASKETBALL_HS',
    ]);

    const football = await section('football');
    expect(ids(football.body.plays)).toEqual([slant]);
    expect(football.body.estimatedPages).toBe(1);

    for (const name of ['POPULAR', 'TRENDING']) {
      const narrowed = await section('basketball', 1, name);
      expect(narrowed.status).toBe(200);
      expect(new Set(ids(narrowed.body.plays))).toEqual(new Set([zone, horns]));
    }

    const all = await section();
    expect(all.body.sport).toBeNull();
    expect(ids(all.body.plays).slice(0, 3)).toEqual([zone, slant, horns]);
    expect(all.body.plays).toHaveLength(20);
    expect(all.body.estimatedPages).toBe(2); // 21 lacrosse + 3

    const home = await h.get(null, 'getCommunityHomepage', { sport: 'football' });
    expect(home.status).toBe(200);
    expect(home.body.sport).toBe('football');
    for (const list of ['newPlays', 'popularPlays', 'trendingPlays'])
      expect(ids(home.body[list])).toEqual([slant]);
    const basketballHome = await h.get(null, 'getCommunityHomepage', { sport: 'basketball' });
    expect(ids(basketballHome.body.newPlays)).toEqual([zone, horns]);

    // The spec's call, with no parameter, still answers every sport.
    const everything = await h.get(null, 'getCommunityHomepage');
    expect(everything.status).toBe(200);
    expect(everything.body.sport).toBeNull();
    expect(ids(everything.body.newPlays).slice(0, 3)).toEqual([zone, slant, horns]);
    expect(everything.body.newPlays).toHaveLength(8);
  });

  it('counts pages per family', async () => {
    const first = await section('lacrosse');
    expect(first.body.estimatedPages).toBe(2);
    expect(first.body.plays).toHaveLength(20);
    expect(first.body.plays.every((p: Summary) => p.sport.startsWith('LACROSSE_'))).toBe(true);
    const second = await section('lacrosse', 2);
    expect(second.body.plays).toHaveLength(LACROSSE_PLAYS - 20);
    expect(second.body.plays[0].name).toBe('Lax 21');
    // Past the family's last page: empty, not another family's plays.
    expect((await section('lacrosse', 3)).body.plays).toEqual([]);
    expect((await section('football', 2)).body.plays).toEqual([]);
    expect((await section('basketball')).body.estimatedPages).toBe(1);
  });

  it('refuses an unknown family, a sport line and an empty one with G001, and changes nothing', async () => {
    const fingerprint = async () =>
      h.db.query(
        `SELECT (SELECT count(*) FROM community_plays) AS plays, (SELECT sum(views) FROM community_plays) AS views,
           (SELECT count(*) FROM platform_outbox) AS events`,
      );
    const before = await fingerprint();
    for (const sport of ['hockey', 'BASKETBALL_HS', '', 'Basketball']) {
      for (const res of [
        await h.get(null, 'getCommunityPlaybook', { section: 'LATEST', sport }),
        await h.get(null, 'getCommunityHomepage', { sport }),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'G001' });
        expect(res.body.error.details).toEqual([
          expect.objectContaining({
            path: 'sport',
            message: 'A sport is one of basketball, football, lacrosse',
          }),
        ]);
      }
    }
    expect(await fingerprint()).toEqual(before);
  });
});

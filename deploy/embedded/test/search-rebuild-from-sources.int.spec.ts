import { Topics } from '@chalktalk/contracts';
import {
  EventConsumer,
  INTERNAL_CREDENTIAL_HEADER,
  readSnapshot,
  type SnapshotMessage,
} from '@chalktalk/platform';
import { describeWithLocalStripe, type TestLocalStripe, waitFor } from '@chalktalk/platform/testing';
import {
  elasticsearchHome,
  SEARCH_CONFIG,
  type SearchConfig,
  SourcesReplayService,
  startTestElasticsearch,
  type TestElasticsearch,
} from '@chalktalk/search-service';
import { loadavg } from 'node:os';
import { DataSource } from 'typeorm';
import { DEMO_COACH, DEMO_PLAYER } from '../src/seed/demo-accounts';
import { startTestProduct, type TestProduct } from '../src/testing/test-product';
import { call, type ErrorBody, signUp } from './api-helpers';

interface Hit {
  id: string;
  title: string;
  playbookId?: string;
}
type Group = 'posts' | 'events' | 'roster' | 'plays';
type Groups = Record<Group, Hit[]> & { inactiveTeamIds: string[] };

/**
 * What a search answers, reduced to what must survive a rebuild: the ids and titles per group, and the user's
 * teams left out as inactive (the paid state the team projection learned).
 */
const found = (groups: Groups): Record<string, string[]> => ({
  ...Object.fromEntries(
    (['posts', 'events', 'roster', 'plays'] as const).map((group) => [
      group,
      groups[group].map((hit) => `${hit.id} ${hit.title}`).sort(),
    ]),
  ),
  inactiveTeamIds: [...groups.inactiveTeamIds].sort(),
});

/**
 * Queries whose groups stay under search/global's 10 a group: where more hits tie ("practice" or "out" find dozens of equal
 * Practice events), which ten come first is not stable across index generations on Elasticsearch.
 */
const QUERIES = ['backdor', 'jord', 'wildc', 'demo'];

/**
 * Issue 19, "Indexing": a lost search database comes back from the owners' snapshots. The demo club (paid through
 * billing on localstripe) is searched as the player, the coach and a stranger; search's database is wiped (every
 * table but the migrations); SourcesReplayService pages every consumed topic from teams, playbook, schedule,
 * documents and community over their internal HTTP and feeds the items through search's own handlers, then the
 * alias-swap rebuild runs; the same searches answer the same documents, the stranger still nothing.
 */
type Adapter = 'postgres' | 'elasticsearch';

const rebuildFromSourcesSuite = (adapter: Adapter) => (localStripe: () => TestLocalStripe) => {
  let product: TestProduct;
  let elasticsearch: TestElasticsearch | undefined;
  const esIndex = `rebuild-sources-${Date.now()}`;
  let credential: string;
  let player: string;
  let coach: string;
  let stranger: string;

  beforeAll(async () => {
    if (adapter === 'elasticsearch') elasticsearch = await startTestElasticsearch();
    product = await startTestProduct({
      databasePrefix: `search_sources_${adapter === 'postgres' ? 'pg' : 'es'}`,
      localStripe: localStripe(),
      seedDemo: true,
      rateLimits: { perMinute: 1_000_000, accountPerMinute: 1_000_000 },
      ...(elasticsearch && {
        searchEnv: {
          SEARCH_ADAPTER: 'elasticsearch',
          ELASTICSEARCH_URL: elasticsearch.url,
          ELASTICSEARCH_INDEX: esIndex,
        },
      }),
    });
    credential = product.apps.search.get<symbol, SearchConfig>(SEARCH_CONFIG).INTERNAL_API_TOKEN!;
    const login = async (account: typeof DEMO_COACH) =>
      (
        await call<{ accessToken: string }>(product.api, 'POST', '/api/account/login', {
          json: { email: account.email, password: account.password },
        })
      ).body.accessToken;
    player = await login(DEMO_PLAYER);
    coach = await login(DEMO_COACH);
    stranger = (await signUp(product.api, 'Stranger')).accessToken;
    // Players find teammates where the team lets them view the roster (spec 3 section 6).
    const teams = await call<{ owned: { id: string; name: string }[] }>(
      product.api,
      'GET',
      '/api/teams/retrieveTeams',
      { token: coach },
    );
    const hoops = teams.body.owned.find((team) => team.name === 'Demo Hoops')!;
    const flag = await call(product.api, 'POST', '/api/teams/setTeamFlag', {
      token: coach,
      json: { teamId: hoops.id, flag: 'PLAYERS_CAN_VIEW_TEAM_ROSTER', value: true },
    });
    expect(flag.status).toBe(200);
    // An unpaid team of the coach's: inactive, so its data gives no grants and search names it as left out.
    const unpaid = await call(product.api, 'POST', '/api/teams/createProgram', {
      token: coach,
      json: { name: 'Unpaid Club', teams: [{ name: 'Unpaid Varsity', sport: 'BASKETBALL_HS' }] },
    });
    expect(unpaid.status).toBe(200);
  }, 240_000);

  afterAll(async () => {
    await product?.stop();
    await elasticsearch?.stop();
  }, 60_000);

  const search = async (token: string, query: string): Promise<Groups> => {
    const answer = await call<Groups>(
      product.api,
      'GET',
      `/api/search/global?query=${encodeURIComponent(query)}`,
      { token },
    );
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const everything = async (token: string) =>
    Object.fromEntries(
      await Promise.all(QUERIES.map(async (q) => [q, found(await search(token, q))] as const)),
    );
  const titles = async (token: string, query: string, group: Group) =>
    (await search(token, query))[group].map((hit) => hit.title);

  /** Search's database as if lost: every table emptied but the migrations; the rebuild marker back to none. */
  const wipeSearchDatabase = async () => {
    const db = product.apps.search.get(DataSource);
    const tables = (await db.query(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('migrations', 'search_rebuild')`,
    )) as { tablename: string }[];
    await db.query(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')}`);
    await db.query(`UPDATE search_rebuild SET target = NULL, started_at = NULL`);
    // On Elasticsearch the cluster stays (a lost database beside a running cluster): with the team projection gone
    // nobody has a grant, and the rebuild's swap ends on a generation filled from the refilled search_sources only.
    return tables.map((t) => t.tablename);
  };

  it('finds the same documents with the same authorization after the search database is lost', async () => {
    // The demo data indexed from the live events: the player's three finds (issue 19's "done").
    await waitFor(
      async () => {
        const [plays, roster, events] = await Promise.all([
          titles(player, 'backdor', 'plays'),
          titles(player, 'jord', 'roster'),
          titles(player, 'wildc', 'events'),
        ]);
        return plays.includes('5 Out Backdoor') &&
          roster.some((t) => t.includes('Jordan Reed')) &&
          events.length
          ? true
          : undefined;
      },
      { what: 'the demo data searchable', timeoutMs: 60_000 },
    );
    const before = { player: await everything(player), coach: await everything(coach) };
    expect(before.player.wildc!.events!.some((hit) => hit.includes('Game vs Wildcats'))).toBe(true);
    expect(before.coach.demo!.inactiveTeamIds).toHaveLength(1);
    expect(
      Object.values(await everything(stranger)).flatMap((groups) => Object.values(groups).flat()),
    ).toEqual([]);

    const wiped = await wipeSearchDatabase();
    expect(wiped).toEqual(expect.arrayContaining(['search_sources', 'search_documents', 'team_projections']));
    expect(await titles(player, 'backdor', 'plays')).toEqual([]);

    const { replay, rebuild } = await product.apps.search
      .get(SourcesReplayService)
      .rebuildFromSources({ urls: product.apps.urls });
    // The demo data's figure for the README (load average beside it).
    process.stdout.write(
      `rebuild from sources, demo data: ${JSON.stringify({ replay, rebuild })} load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
    );
    expect(replay.topics.map((topic) => topic.topic)).toEqual([
      Topics.TeamsTeam,
      Topics.TeamsRoster,
      Topics.PlaybookPlay,
      Topics.PlaybookFormation,
      Topics.ScheduleEvent,
      Topics.DocumentsPost,
      Topics.CommunityPlay,
    ]);
    expect(rebuild).toMatchObject({ adapter });
    expect(rebuild.copied).toBeGreaterThan(0);

    expect(await everything(player)).toEqual(before.player);
    expect(await everything(coach)).toEqual(before.coach);
    expect(
      Object.values(await everything(stranger)).flatMap((groups) => Object.values(groups).flat()),
    ).toEqual([]);
    const community = await call<{ plays: unknown[] }>(product.api, 'GET', '/api/search/community?query=out');
    expect(community.body.plays.length).toBeGreaterThan(0);
  }, 240_000);

  // The version guard and the endpoint do not depend on the adapter: once, on Postgres.
  if (adapter === 'elasticsearch') return;

  it('keeps an edit that arrived after the snapshot was read over the older snapshot item', async () => {
    const [play] = (await search(coach, 'backdoor')).plays.filter((hit) => hit.title === '5 Out Backdoor');
    expect(play).toBeDefined();
    // The snapshot is read first...
    const stale: SnapshotMessage[] = [];
    for await (const page of readSnapshot({
      baseUrl: product.apps.urls.playbook,
      topic: Topics.PlaybookPlay,
      credential,
    }))
      stale.push(...page);
    expect(stale.length).toBeGreaterThan(0);
    // ...then the play is renamed and the live event indexed...
    const renamed = await call(product.api, 'POST', '/api/playbook/updatePlayMetadata', {
      token: coach,
      json: { playbookId: play!.playbookId, playId: play!.id, name: 'Five Out Backdoor' },
    });
    expect(renamed.status).toBe(200);
    await waitFor(async () => ((await titles(coach, 'five out', 'plays')).length ? true : undefined), {
      what: 'the rename indexed',
    });
    // ...and the older snapshot items applied late, through the same handlers, change nothing.
    const consumer = product.apps.search.get(EventConsumer);
    await consumer.applyAll(stale);
    for (const message of stale.slice(0, 3))
      await consumer.apply(message.topic, message.key, message.envelope);
    expect(await titles(coach, 'five out backdoor', 'plays')).toContain('Five Out Backdoor');
    expect(await titles(coach, '5 out backdoor', 'plays')).not.toContain('5 Out Backdoor');
  }, 120_000);

  it('serves snapshots to holders of the internal credential only, with checked input, never through the gateway', async () => {
    const playbook = product.apps.urls.playbook;
    const path = `/internal/snapshot/${Topics.PlaybookPlay}`;
    const withCredential = { headers: { [INTERNAL_CREDENTIAL_HEADER]: credential } };
    const page = await call<{ items: { key: string; envelope: string }[]; next: string | null }>(
      playbook,
      'GET',
      `${path}?limit=2`,
      withCredential,
    );
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(2);

    const refused = [
      await call<ErrorBody>(playbook, 'GET', path),
      await call<ErrorBody>(playbook, 'GET', path, {
        headers: { [INTERNAL_CREDENTIAL_HEADER]: 'x'.repeat(43) },
      }),
      // A user's token is no internal credential.
      await call<ErrorBody>(playbook, 'GET', path, { token: coach }),
    ];
    expect(refused.map((answer) => [answer.status, answer.body.error.code])).toEqual(
      Array(3).fill([401, 'G003']),
    );

    const bad = await Promise.all(
      [
        `${path}?after=not-an-id`,
        `${path}?limit=0`,
        `${path}?limit=100000`,
        `${path}?limit=abc`,
        `/internal/snapshot/${encodeURIComponent('../plays')}`,
        `/internal/snapshot/${'a'.repeat(120)}.b.v1`,
      ].map((url) => call<ErrorBody>(playbook, 'GET', url, withCredential)),
    );
    // 400, or 414 for the over-long path parameter (the platform's frameworkErrors): G001 either way.
    expect(
      bad.map((answer) => [answer.status >= 400 && answer.status < 500, answer.body.error.code]),
    ).toEqual(Array(6).fill([true, 'G001']));
    // A topic this service does not own.
    const other = await call<ErrorBody>(
      playbook,
      'GET',
      `/internal/snapshot/${Topics.TeamsTeam}`,
      withCredential,
    );
    expect([other.status, other.body.error.code]).toEqual([404, 'G004']);

    // The gateway forwards /api/<group>/<call> only.
    for (const url of [path, `/api${path}`, `/api/playbook/..${path}`]) {
      const viaGateway = await call(product.api, 'GET', url, withCredential);
      expect(viaGateway.status).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(viaGateway.body)).not.toContain('envelope');
    }
  });
};

describeWithLocalStripe(
  'search rebuilt from the source services’ snapshots (Postgres adapter)',
  rebuildFromSourcesSuite('postgres'),
);

/** The same on the Elasticsearch adapter (the distribution the search suites use; skipped, or failing under CI, without it). */
if (process.env.ELASTICSEARCH_URL || elasticsearchHome() || process.env.CI === 'true') {
  describeWithLocalStripe(
    'search rebuilt from the source services’ snapshots (Elasticsearch adapter)',
    rebuildFromSourcesSuite('elasticsearch'),
  );
} else {
  console.warn(
    '\n*** SKIPPED: the Elasticsearch run of the rebuild from sources (deploy/scripts/install-elasticsearch.sh)\n',
  );
}

import { errors } from '@elastic/elasticsearch';
import { startTestPostgres } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { DataSource } from 'typeorm';
import { grant } from '../access/acl';
import { ElasticsearchSearchIndex } from '../index/elasticsearch/elasticsearch-search-index';
import { PostgresSearchIndex } from '../index/postgres/postgres-search-index';
import { GLOBAL_KINDS, type SearchDocument, type SearchIndex } from '../index/search-document';
import { searchMigrations } from '../migrations';
import { startTestElasticsearch } from './local-elasticsearch';

/**
 * `make bench-search`: search/global's index query on both adapters over generated data (a program's worth of
 * teams with roster, plays, events and posts), sequential, 50 warm-up then QUERIES timed queries as a player,
 * a coach and a program admin type prefixes and typos; prints p50/p95/p99. Then the freshness on Elasticsearch:
 * how long an upsert takes to become searchable. Sizes: BENCH_PG_DOCS (default 100000), BENCH_ES_DOCS (default
 * 100000; the 1,000,000 runs with BENCH_ES_DOCS=1000000), BENCH_TEAMS (default 2000).
 */
const PG_DOCS = Number(process.env.BENCH_PG_DOCS ?? 100_000);
const ES_DOCS = Number(process.env.BENCH_ES_DOCS ?? 100_000);
const TEAMS = Number(process.env.BENCH_TEAMS ?? 2000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 500);
const ONLY = process.env.BENCH_ADAPTER;

let seed = 20261125;
function rand(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

const FIRST = [
  'Maya',
  'Jordan',
  'Ava',
  'Liam',
  'Noah',
  'Emma',
  'Olivia',
  'Lucas',
  'Mia',
  'Ethan',
  'Zoe',
  'Caleb',
  'Nora',
  'Isaac',
  'Leah',
  'Owen',
  'Ruby',
  'Eli',
  'Grace',
  'Miles',
];
const LAST = [
  'Lopez',
  'Smith',
  'Nguyen',
  'Brown',
  'Garcia',
  'Miller',
  'Davis',
  'Wilson',
  'Moore',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
];
const PLAY = [
  'Horns',
  'Flex',
  'Zipper',
  'Motion',
  'Spain',
  'Elbow',
  'Stack',
  'Pistol',
  'Chin',
  'Floppy',
  'Zone',
  'Press',
  'Break',
  'Baseline',
  'Sideline',
  'Triangle',
  'Weave',
  'Shuffle',
  'Iverson',
  'Hammer',
];
const TEAMS_OPP = [
  'Eagles',
  'Tigers',
  'Wolves',
  'Hawks',
  'Bears',
  'Lions',
  'Falcons',
  'Panthers',
  'Sharks',
  'Rams',
];
const POST = [
  'practice',
  'film',
  'tomorrow',
  'bring',
  'water',
  'bus',
  'leaves',
  'great',
  'win',
  'defense',
  'rebounding',
  'focus',
];

function generate(count: number, teams: string[]): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (let i = 0; i < count; i++) {
    const team = teams[i % teams.length]!;
    const kind = pick(['roster', 'play', 'play', 'event', 'post', 'post'] as const);
    const base = {
      id: `${kind}:${randomUUID()}`,
      kind,
      teamIds: [team],
      playbookIds: [],
      data: {},
      version: i + 1,
    };
    if (kind === 'roster') {
      docs.push({
        ...base,
        acl: [grant.roster(team)],
        title: `${pick(FIRST)} ${pick(LAST)}`,
        keywords: `${Math.floor(rand() * 99)} center`,
        body: '',
      });
    } else if (kind === 'play') {
      docs.push({
        ...base,
        acl: [rand() < 0.2 ? grant.coaches(team) : grant.team(team)],
        title: `${pick(PLAY)} ${pick(PLAY)} ${i % 97}`,
        keywords: pick(PLAY).toLowerCase(),
        body: `${pick(PLAY)} into ${pick(PLAY)}`,
      });
    } else if (kind === 'event') {
      const opponent = pick(TEAMS_OPP);
      docs.push({
        ...base,
        acl: [grant.team(team)],
        title: `Game vs ${opponent}`,
        keywords: `${opponent} Game`,
        body: 'Riverside Gym',
      });
    } else {
      const text = Array.from({ length: 12 }, () => pick(POST)).join(' ');
      docs.push({
        ...base,
        acl: [rand() < 0.1 ? grant.coaches(team) : grant.team(team)],
        title: text.slice(0, 79),
        keywords: '',
        body: text,
      });
    }
  }
  return docs;
}

/** What a user types: a prefix of a name, play word or opponent, sometimes with a typo, sometimes two words. */
function typed(): string {
  const word = pick([...FIRST, ...LAST, ...PLAY, ...TEAMS_OPP]).toLowerCase();
  const r = rand();
  if (r < 0.5) return word.slice(0, 2 + Math.floor(rand() * (word.length - 1)));
  if (r < 0.75 && word.length > 4) return word.slice(0, 1) + word[2] + word[1] + word.slice(3); // swapped letters
  return `${word} ${pick(PLAY).toLowerCase().slice(0, 3)}`;
}

function userGrants(teams: string[]): { who: string; grants: string[] } {
  const r = rand();
  const start = Math.floor(rand() * teams.length);
  const count = r < 0.6 ? 1 + Math.floor(rand() * 2) : r < 0.9 ? 3 : 50; // player, coach, program admin
  const grants = [grant.user(randomUUID())];
  for (let i = 0; i < count; i++) {
    const team = teams[(start + i) % teams.length]!;
    grants.push(grant.team(team));
    if (count > 2 || rand() < 0.5) grants.push(grant.coaches(team), grant.roster(team));
  }
  return { who: count === 50 ? 'program admin' : count === 3 ? 'coach' : 'player', grants };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Documents per bulk request when loading Elasticsearch (~4 MB), and how many requests are in flight. */
const ES_BATCH = 5000;
const ES_IN_FLIGHT = 2;

/**
 * One bulk request, again after a client timeout (a node starved of CPU by other sessions can take minutes; the
 * writes carry external versions, so a repeat changes nothing).
 */
async function backfill(index: ElasticsearchSearchIndex, target: string, docs: SearchDocument[]) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await index.backfill(target, docs);
    } catch (error) {
      if (attempt === 3 || !(error instanceof errors.TimeoutError)) throw error;
      console.log(
        `bench-search elasticsearch: a bulk request timed out (attempt ${attempt}), load average ${load1()}`,
      );
    }
  }
}

/**
 * Loads Elasticsearch through the rebuild path: a new generation without refreshes, large bulk requests two at
 * a time, then the refresh interval restored and the alias swapped (what a real rebuild does too).
 */
async function loadElasticsearch(index: ElasticsearchSearchIndex, docs: number, teams: string[]) {
  const target = await index.startRebuild();
  let next = 0;
  let loaded = 0;
  const worker = async () => {
    while (next < docs) {
      const size = Math.min(ES_BATCH, docs - next);
      next += size;
      await backfill(index, target, generate(size, teams));
      loaded += size;
      if (loaded % 100_000 === 0)
        console.log(`bench-search elasticsearch: ${loaded} loaded, load average ${load1()}`);
    }
  };
  await Promise.all(Array.from({ length: ES_IN_FLIGHT }, worker));
  await index.finishRebuild(target);
}

async function load(index: SearchIndex, docs: number, teams: string[]): Promise<number> {
  const started = Date.now();
  if (index instanceof ElasticsearchSearchIndex) await loadElasticsearch(index, docs, teams);
  else {
    for (let done = 0; done < docs;) {
      const batch = generate(Math.min(2000, docs - done), teams);
      await index.upsert(batch);
      done += batch.length;
    }
  }
  await index.refresh();
  if (index instanceof PostgresSearchIndex) await index.analyze();
  return (Date.now() - started) / 1000;
}

const load1 = () => loadavg()[0]!.toFixed(1);

interface Timed {
  times: number[];
  byWho: Map<string, number[]>;
  hits: number;
}

/** 50 warm-up then QUERIES sequential queries, each as a generated user typing. */
async function timeQueries(
  teams: string[],
  run: (text: string, grants: string[]) => Promise<number>,
): Promise<Timed> {
  const timed: Timed = { times: [], byWho: new Map(), hits: 0 };
  for (let i = 0; i < 50 + QUERIES; i++) {
    const { who, grants } = userGrants(teams);
    const text = typed();
    const t0 = process.hrtime.bigint();
    const hits = await run(text, grants);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (i < 50) continue;
    timed.times.push(ms);
    timed.byWho.set(who, [...(timed.byWho.get(who) ?? []), ms]);
    timed.hits += hits;
  }
  timed.times.sort((a, b) => a - b);
  return timed;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function measure(name: string, index: SearchIndex, docs: number, teams: string[]): Promise<void> {
  const loadSeconds = await load(index, docs, teams);
  const search = await timeQueries(teams, async (text, grants) => {
    const answer = await index.search({ text, kinds: GLOBAL_KINDS, grants, limit: 10, countTotals: false });
    return answer.hits.length;
  });
  const perWho = [...search.byWho.entries()]
    .map(
      ([who, list]) =>
        `${who} p95 ${ms(
          percentile(
            list.sort((a, b) => a - b),
            95,
          ),
        )} (${list.length})`,
    )
    .join(', ');
  const { times } = search;
  console.log(
    `bench-search ${name}: ${docs} documents across ${teams.length} teams (loaded in ${loadSeconds.toFixed(1)} s, ` +
      `${Math.round(docs / loadSeconds)} documents/s); ${QUERIES} search/global index queries: p50 ` +
      `${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}, ` +
      `${(search.hits / QUERIES).toFixed(1)} hits a query; ${perWho}; load average ${load1()}`,
  );
  if (index instanceof ElasticsearchSearchIndex) await elasticsearchBaseline(index, teams, times);
}

/**
 * The same-run floor on Elasticsearch: the same msearch of four kinds for the same kinds of users, with the
 * authorization filter and no text (filter context only), and a bare match_all. The ratio says how much the text
 * query adds to what any search costs on this machine at this moment.
 */
async function elasticsearchBaseline(index: ElasticsearchSearchIndex, teams: string[], search: number[]) {
  const client = index.elasticsearchClient;
  const filterOnly = await timeQueries(teams, async (_text, grants) => {
    const answer = await client.msearch({
      index: index.names.alias,
      searches: GLOBAL_KINDS.flatMap((kind) => [
        {},
        {
          size: 10,
          track_total_hits: false,
          query: { bool: { filter: [{ terms: { acl: grants } }, { term: { kind } }] } },
        },
      ]),
    });
    return answer.responses.length;
  });
  const matchAll = await timeQueries(teams, async () => {
    const answer = await client.search({ index: index.names.alias, size: 10, track_total_hits: false });
    return answer.hits.hits.length;
  });
  const p95 = percentile(search, 95);
  for (const [name, timed] of [
    ['authorization filter only (4 kinds, no text)', filterOnly],
    ['match_all (1 search, 10 hits)', matchAll],
  ] as const) {
    const base = percentile(timed.times, 95);
    console.log(
      `bench-search elasticsearch baseline ${name}: p50 ${ms(percentile(timed.times, 50))}, p95 ${ms(base)}; ` +
        `search/global p95 / this p95 = ${(p95 / base).toFixed(1)}x; load average ${load1()}`,
    );
  }
  if (process.env.BENCH_ES_PROFILE) await profile(index, teams);
}

/** Where a query's time goes (BENCH_ES_PROFILE=1): the profile API over 20 queries, summed per query type. */
async function profile(index: ElasticsearchSearchIndex, teams: string[]) {
  const byType = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < 20; i++) {
    const { grants } = userGrants(teams);
    const text = typed();
    for (const kind of GLOBAL_KINDS) {
      const request = index.request(
        { text, kinds: [kind], grants, limit: 10, countTotals: false },
        kind,
        text,
      );
      const answer = await index.elasticsearchClient.search({
        ...request,
        index: index.names.alias,
        profile: true,
      });
      for (const shard of answer.profile?.shards ?? []) {
        for (const search of shard.searches) {
          const walk = (
            node: { type: string; time_in_nanos: number; children?: unknown[] },
            depth: number,
          ) => {
            if (depth === 1) byType.set(node.type, (byType.get(node.type) ?? 0) + node.time_in_nanos);
            if (depth === 0) total += node.time_in_nanos;
            for (const child of (node.children ?? []) as (typeof node)[]) walk(child, depth + 1);
          };
          for (const query of search.query) walk(query, 0);
          byType.set('collector', (byType.get('collector') ?? 0) + search.collector[0]!.time_in_nanos);
        }
      }
    }
  }
  const parts = [...byType.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([type, nanos]) => `${type} ${(nanos / 1e6 / 20).toFixed(2)} ms`)
    .join(', ');
  console.log(
    `bench-search elasticsearch profile (per search/global, 4 kinds summed, shard time): query ${(total / 1e6 / 20).toFixed(2)} ms; ${parts}`,
  );
}

async function freshness(index: SearchIndex, teams: string[]): Promise<void> {
  const team = teams[0]!;
  const lags: number[] = [];
  for (let i = 0; i < 20; i++) {
    const title = `Freshness${randomUUID().slice(0, 8)}`;
    const t0 = Date.now();
    await index.upsert([
      {
        id: `play:${randomUUID()}`,
        kind: 'play',
        acl: [grant.team(team)],
        teamIds: [team],
        playbookIds: [],
        title,
        keywords: '',
        body: '',
        data: {},
        version: Date.now() * 1000,
      },
    ]);
    for (;;) {
      const answer = await index.search({
        text: title,
        kinds: ['play'],
        grants: [grant.team(team)],
        limit: 1,
      });
      if (answer.hits.length > 0) break;
      await new Promise((done) => setTimeout(done, 20));
    }
    lags.push(Date.now() - t0);
  }
  lags.sort((a, b) => a - b);
  console.log(
    `bench-search ${index.name} freshness: upsert to searchable p50 ${percentile(lags, 50)} ms, p95 ${percentile(lags, 95)} ms (20 edits; refresh_interval 1s)`,
  );
}

async function main(): Promise<void> {
  const teams = Array.from({ length: TEAMS }, () => randomUUID());
  if (ONLY !== 'elasticsearch') {
    const pg = await startTestPostgres();
    try {
      const url = pg.url('search_bench');
      const db = new DataSource({ type: 'postgres', url, migrations: searchMigrations });
      await db.initialize();
      await db.runMigrations();
      await db.destroy();
      const index = new PostgresSearchIndex(url);
      await index.prepare();
      await measure('postgres', index, PG_DOCS, teams);
      await freshness(index, teams);
      await index.close();
    } finally {
      await pg.stop();
    }
  }
  if (ONLY !== 'postgres') {
    const es = await startTestElasticsearch(process.env.BENCH_ES_HEAP ?? '-Xms1g -Xmx1g', 300_000);
    try {
      const index = new ElasticsearchSearchIndex(es.url, `bench-${randomUUID().slice(0, 8)}`);
      await index.prepare();
      await measure('elasticsearch', index, ES_DOCS, teams);
      await freshness(index, teams);
      await index.destroy();
      await index.close();
    } finally {
      await es.stop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

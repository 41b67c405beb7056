import { startTestPostgres } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
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

async function measure(name: string, index: SearchIndex, docs: number, teams: string[]): Promise<void> {
  const started = Date.now();
  for (let done = 0; done < docs;) {
    const batch = generate(Math.min(2000, docs - done), teams);
    await index.upsert(batch);
    done += batch.length;
  }
  await index.refresh();
  if (index instanceof PostgresSearchIndex) await index.analyze();
  const loadSeconds = (Date.now() - started) / 1000;
  const times: number[] = [];
  const byWho = new Map<string, number[]>();
  let hits = 0;
  for (let i = 0; i < 50 + QUERIES; i++) {
    const { who, grants } = userGrants(teams);
    const t0 = process.hrtime.bigint();
    const answer = await index.search({ text: typed(), kinds: GLOBAL_KINDS, grants, limit: 10 });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (i >= 50) {
      times.push(ms);
      byWho.set(who, [...(byWho.get(who) ?? []), ms]);
      hits += answer.hits.length;
    }
  }
  times.sort((a, b) => a - b);
  const perWho = [...byWho.entries()]
    .map(
      ([who, list]) =>
        `${who} p95 ${percentile(
          list.sort((a, b) => a - b),
          95,
        ).toFixed(1)} ms (${list.length})`,
    )
    .join(', ');
  console.log(
    `bench-search ${name}: ${docs} documents across ${teams.length} teams (loaded in ${loadSeconds.toFixed(1)} s); ` +
      `${QUERIES} search/global index queries: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(1)} ms, ${(hits / QUERIES).toFixed(1)} hits a query; ${perWho}; load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`,
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
    const es = await startTestElasticsearch();
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

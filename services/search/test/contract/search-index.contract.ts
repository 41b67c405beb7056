/// <reference types="jest" />
import { randomUUID } from 'node:crypto';
import { grant } from '../../src/access/acl';
import type { SearchDocument, SearchIndex, SearchKind } from '../../src/index/search-document';

let versions = 1_000_000;
/** Increasing versions, as source stamps are. */
const nextVersion = () => ++versions;

export function doc(overrides: Partial<SearchDocument> & { kind?: SearchKind } = {}): SearchDocument {
  const kind = overrides.kind ?? 'play';
  return {
    id: `${kind}:${randomUUID()}`,
    kind,
    acl: [grant.team('t1')],
    teamIds: ['t1'],
    playbookIds: [],
    title: 'Untitled',
    keywords: '',
    body: '',
    data: {},
    version: nextVersion(),
    ...overrides,
  };
}

/**
 * The search port's contract: every adapter passes the same suite, against the real store (embedded Postgres,
 * a real Elasticsearch node). `open` gives a fresh, prepared, empty index per suite.
 */
export function searchIndexContract(
  open: () => Promise<SearchIndex>,
  close: (index: SearchIndex) => Promise<void>,
) {
  let index: SearchIndex;
  // Each test works in its own team grant, so earlier tests' documents never match.
  let team: string;
  const grants = () => [grant.team(team)];
  const put = async (...docs: SearchDocument[]) => {
    await index.upsert(docs);
    await index.refresh();
    return docs;
  };
  const mine = (overrides: Partial<SearchDocument> = {}) =>
    doc({ acl: [grant.team(team)], teamIds: [team], ...overrides });
  const find = async (text: string, more: Partial<Parameters<SearchIndex['search']>[0]> = {}) =>
    (
      await index.search({
        text,
        kinds: ['post', 'event', 'roster', 'play'],
        grants: grants(),
        limit: 10,
        ...more,
      })
    ).hits;
  const titles = async (text: string, more?: Partial<Parameters<SearchIndex['search']>[0]>) =>
    (await find(text, more)).map((hit) => hit.title);

  beforeAll(async () => {
    index = await open();
  }, 120_000);
  afterAll(() => close(index));
  beforeEach(() => {
    team = randomUUID();
  });

  it('matches prefixes as the user types, every word', async () => {
    await put(mine({ title: 'Horns Flex' }), mine({ title: 'Box and One' }));
    expect(await titles('hor')).toEqual(['Horns Flex']);
    expect(await titles('horns fl')).toEqual(['Horns Flex']);
    expect(await titles('horns box')).toEqual([]);
  });

  it('tolerates a typo in a name', async () => {
    await put(mine({ title: 'Motion Weave' }), mine({ title: 'Zipper Cut' }));
    expect(await titles('motoin')).toEqual(['Motion Weave']);
    expect(await titles('zipepr')).toEqual(['Zipper Cut']);
  });

  it('finds a jersey number and ranks the name above the body', async () => {
    await put(
      mine({ kind: 'roster', title: 'Maya Lopez', keywords: '23 center' }),
      mine({ kind: 'roster', title: 'Jordan Smith', keywords: '12 guard' }),
    );
    expect(await titles('23')).toEqual(['Maya Lopez']);
    await put(
      mine({ title: 'Baseline Out', body: 'run it after a timeout' }),
      mine({ title: 'Timeout Special' }),
    );
    expect((await titles('timeout')).slice(0, 2)).toEqual(['Timeout Special', 'Baseline Out']);
  });

  it('finds text in the body', async () => {
    await put(mine({ kind: 'event', title: 'Game vs Eagles', body: 'Riverside Gym\nPress break' }));
    expect(await titles('riverside')).toEqual(['Game vs Eagles']);
    expect(await titles('eagles')).toEqual(['Game vs Eagles']);
  });

  it('answers only documents sharing a grant with the query', async () => {
    const coachOnly = mine({ title: 'Secret Set', acl: [grant.coaches(team)] });
    await put(coachOnly, doc({ title: 'Secret Set', acl: [grant.team(randomUUID())] }));
    expect(await titles('secret')).toEqual([]);
    expect(
      (await find('secret', { grants: [grant.team(team), grant.coaches(team)] })).map((h) => h.id),
    ).toEqual([coachOnly.id]);
    expect(await find('secret', { grants: [] })).toEqual([]);
  });

  it('keeps the newest version: an older write or a write after a removal changes nothing', async () => {
    const [first] = await put(mine({ title: 'Spain Pick' }));
    await put({ ...first!, title: 'Spain Pick Roll', version: first!.version + 10 });
    await put({ ...first!, title: 'Old Name', version: first!.version + 5 });
    expect(await titles('spain')).toEqual(['Spain Pick Roll']);
    expect(await titles('old')).toEqual([]);
    await index.remove([first!.id], first!.version + 20);
    await put({ ...first!, title: 'Spain Again', version: first!.version + 15 });
    expect(await titles('spain')).toEqual([]);
    await put({ ...first!, title: 'Spain Again', version: first!.version + 30 });
    expect(await titles('spain')).toEqual(['Spain Again']);
  });

  it('limits each kind, counts the matches and pages with an offset', async () => {
    const docs = Array.from({ length: 12 }, (_, i) => mine({ title: `Drill ${String(i).padStart(2, '0')}` }));
    await put(...docs, mine({ kind: 'event', title: 'Drill night' }));
    const answer = await index.search({
      text: 'drill',
      kinds: ['play', 'event'],
      grants: grants(),
      limit: 5,
    });
    expect(answer.hits.filter((h) => h.kind === 'play')).toHaveLength(5);
    expect(answer.hits.filter((h) => h.kind === 'event')).toHaveLength(1);
    expect(answer.totals).toEqual({ play: 12, event: 1 });
    const pages = [];
    for (let offset = 0; offset < 15; offset += 5) {
      pages.push(
        ...(await index.search({ text: 'drill', kinds: ['play'], grants: grants(), limit: 5, offset })).hits,
      );
    }
    expect(new Set(pages.map((h) => h.id)).size).toBe(12);
    const scores = answer.hits.map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('finds saved formations of one playbook by name prefix, typo and attribute, apart from the global kinds', async () => {
    const playbook = randomUUID();
    const formation = (title: string, playbookIds: string[], keywords = 'Offense') =>
      mine({ kind: 'formation', title, keywords, body: 'Four around the lane', playbookIds });
    await put(
      formation('Box Sweep', [playbook]),
      formation('Box Sweep Elsewhere', [randomUUID()]),
      formation('Zone Shell', [playbook], 'Defense'),
      mine({ title: 'Box Sweep Play', playbookIds: [playbook] }),
    );
    const formations = (text: string) => titles(text, { kinds: ['formation'], playbookId: playbook });
    expect(await formations('box swe')).toEqual(['Box Sweep']);
    expect(await formations('sweeep')).toEqual(['Box Sweep']);
    expect(await formations('defense')).toEqual(['Zone Shell']);
    expect((await formations('lane')).sort()).toEqual(['Box Sweep', 'Zone Shell']);
    // search/global's kinds never include formations.
    expect(await titles('box sweep')).toEqual(['Box Sweep Play']);
  });

  it('narrows plays to a playbook when asked', async () => {
    const playbook = randomUUID();
    await put(mine({ title: 'Floppy', playbookIds: [playbook] }), mine({ title: 'Floppy Twist' }));
    expect(await titles('floppy', { playbookId: playbook })).toEqual(['Floppy']);
    expect((await titles('floppy')).sort()).toEqual(['Floppy', 'Floppy Twist']);
    expect(await index.hasPlaybook(playbook, grants())).toBe(true);
    expect(await index.hasPlaybook(playbook, [grant.team(randomUUID())])).toBe(false);
    expect(await index.hasPlaybook(randomUUID(), grants())).toBe(false);
  });

  it('answers nothing for a query without words', async () => {
    await put(mine({ title: '!!!' }));
    expect(await find(' -- ')).toEqual([]);
  });

  it('rebuilds into a new generation without losing a write made while it runs', async () => {
    const before = Array.from({ length: 300 }, (_, i) => mine({ title: `Rebuild ${i}` }));
    await put(...before);
    const source = new Map(before.map((d) => [d.id, d]));
    const target = await index.startRebuild();
    // Live writes while the copy runs: new documents, changes to copied ones and a removal.
    const added = mine({ title: 'Rebuild Added Live' });
    const changed = { ...before[0]!, title: 'Rebuild Changed Live', version: nextVersion() };
    const removed = before[1]!;
    const copy = (async () => {
      // The copy reads the source as it was when the rebuild started (older versions of what changes later).
      const docs = [...source.values()];
      for (let i = 0; i < docs.length; i += 50) {
        await index.backfill(target, docs.slice(i, i + 50));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    // Writers name the target (from the rebuild marker, RebuildMarkerRepository) while it runs.
    await index.upsert([added, changed], target);
    const removedAt = nextVersion();
    await index.remove([removed.id], removedAt, target);
    await copy;
    // Searches keep answering from the live generation until the swap.
    await index.refresh();
    expect(await titles('rebuild changed')).toEqual(['Rebuild Changed Live']);
    await index.finishRebuild(target);
    await index.refresh();
    expect(await titles('rebuild added live')).toEqual(['Rebuild Added Live']);
    expect(await titles('rebuild changed')).toEqual(['Rebuild Changed Live']);
    const all = await index.search({ text: 'rebuild', kinds: ['play'], grants: grants(), limit: 10 });
    expect(all.totals.play).toBe(300); // 300 - 1 removed + 1 added
    expect(all.hits.some((h) => h.id === removed.id)).toBe(false);
    // Writes after the swap land in the new generation.
    await put(mine({ title: 'Rebuild After Swap' }));
    expect(await titles('rebuild after swap')).toEqual(['Rebuild After Swap']);
  }, 60_000);

  it('never answers a document outside the grants: randomized users, teams and documents', async () => {
    const rand = mulberry32(20261125);
    const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
    const teams = Array.from({ length: 2000 }, () => randomUUID());
    const users = Array.from({ length: 3000 }, () => randomUUID());
    const words = [
      'horns',
      'flex',
      'zipper',
      'motion',
      'spain',
      'elbow',
      'stack',
      'pistol',
      'chin',
      'floppy',
    ];
    const docs: SearchDocument[] = [];
    for (let i = 0; i < 6000; i++) {
      const t = pick(teams);
      const scope = pick(['team', 'coaches', 'roster', 'user'] as const);
      const acl =
        scope === 'team'
          ? [grant.team(t)]
          : scope === 'coaches'
            ? [grant.coaches(t)]
            : scope === 'roster'
              ? [grant.roster(t)]
              : [grant.user(pick(users))];
      docs.push(
        doc({
          kind: pick(['post', 'event', 'roster', 'play'] as const),
          acl,
          teamIds: [t],
          title: `${pick(words)} ${pick(words)} ${i}`,
          body: pick(words),
        }),
      );
    }
    for (let i = 0; i < docs.length; i += 500) await index.upsert(docs.slice(i, i + 500));
    await index.refresh();
    const byId = new Map(docs.map((d) => [d.id, d]));
    let checked = 0;
    for (let q = 0; q < 500; q++) {
      const user = pick(users);
      const userGrants = [grant.user(user)];
      for (let k = Math.floor(rand() * 4); k > 0; k--) {
        const t = pick(teams);
        userGrants.push(grant.team(t));
        if (rand() < 0.3) userGrants.push(grant.coaches(t));
        if (rand() < 0.5) userGrants.push(grant.roster(t));
      }
      const answer = await index.search({
        text: `${pick(words).slice(0, 2 + Math.floor(rand() * 4))}`,
        kinds: ['post', 'event', 'roster', 'play'],
        grants: userGrants,
        limit: 50,
      });
      for (const hit of answer.hits) {
        const source = byId.get(hit.id);
        if (!source) continue; // an earlier test's document (other grants): checked below all the same
        checked++;
        expect(source.acl.some((g) => userGrants.includes(g))).toBe(true);
      }
      for (const hit of answer.hits) expect(byId.has(hit.id)).toBe(true);
    }
    expect(checked).toBeGreaterThan(100);
  }, 120_000);
}

/** A small seeded generator, so a failure replays exactly. */
export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

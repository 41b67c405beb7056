import { type DeclaredCall, declaredCalls } from '@chalktalk/platform';
import { waitFor, withValueAt } from '@chalktalk/platform/testing';
import { request } from 'undici';
import { startTestProduct, type TestProduct } from '../src/testing/test-product';
import { call, signUp } from './api-helpers';
import { ownerOf, routingTableOf } from './call-routes';
import {
  type BadCase,
  badCasesFor,
  exampleInputOf,
  fieldsOf,
  IMPOSSIBLE_BY_FORMAT,
} from './bad-input/bad-cases';
import { changedTables, type Fingerprint, fingerprintOf } from './bad-input/data-fingerprint';

/** Fixed, so every run sends the same cases; BAD_INPUT_SEED and BAD_INPUT_CASES explore others. */
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20_261_125);
const CASES_PER_CALL = Number(process.env.BAD_INPUT_CASES ?? 40);
const PARALLEL = 4;

/** Words of a field name (camelCase) that say it holds a date or a time. */
const DATE_OR_TIME_WORDS = new Set(['date', 'time', 'birthdate', 'birthday', 'deadline', 'due', 'at']);
const DATE_OR_TIME_NAMES = new Set(['before', 'after', 'from', 'to', 'until', 'since']);
/** Names that hold no calendar date or clock time although a word says so. */
const NOT_A_DATE_OR_TIME = new Set(['timeZone']);

/** Whether a field's name says it holds a date or a time: each such field must be one of the platform's strict ones. */
function namesDateOrTime(name: string): boolean {
  if (NOT_A_DATE_OR_TIME.has(name)) return false;
  const words = name.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
  return DATE_OR_TIME_NAMES.has(name) || words.some((word) => DATE_OR_TIME_WORDS.has(word));
}

interface Outcome {
  call: string;
  label: string;
  status: number;
  body: string;
}

/**
 * Issue 11: bad input to every public call answers a 4xx with `{ error: { code, message } }`, never a 500,
 * and changes nothing. The calls come from the call table the services declared (@Input/@NoInput), checked
 * against the gateway's routing table, so a call added later is covered (or, unrouted, fails here). The cases
 * are generated from each call's zod schema with fast-check (seeded) and sent through the gateway of the whole
 * product on real Postgres, signed in as a real coach; every database is fingerprinted before and after.
 */
describe('generated bad input to every public call, through the gateway', () => {
  let product: TestProduct;
  let token: string;
  let teamId: string;
  let calls: DeclaredCall[];

  beforeAll(async () => {
    product = await startTestProduct({
      databasePrefix: 'badinput',
      // Mail reaches a local sink, so deliveries settle instead of retrying (and the dev mailbox is a call too).
      mail: true,
      rateLimits: { perMinute: 1_000_000, accountPerMinute: 1_000_000 },
    });
    const coach = await signUp(product.api);
    token = coach.accessToken;
    const program = await call<{ teams: { id: string }[] }>(product.api, 'POST', '/api/teams/createProgram', {
      token,
      json: { name: 'Fuzz Club', teams: [{ name: 'Varsity', sport: 'BASKETBALL_HS' }] },
    });
    expect(program.status).toBe(200);
    teamId = program.body.teams[0]!.id;
    calls = declaredCalls().filter((declared) => !declared.path.includes('*'));
  }, 120_000);

  afterAll(() => product?.stop());

  const services = () => {
    const { gateway: _gateway, urls: _urls, all: _all, ...apps } = product.apps;
    return apps;
  };

  /** A fingerprint that two reads agree on: events of the set-up have been handled everywhere. */
  async function settledFingerprint(): Promise<Fingerprint> {
    let last = await fingerprintOf(services());
    return waitFor(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        const next = await fingerprintOf(services());
        const same = changedTables(last, next).length === 0;
        last = next;
        return same ? next : undefined;
      },
      { what: 'the databases to settle' },
    );
  }

  it('knows every call of every service, each routed by the gateway to the service that declared it', () => {
    const { urls } = product.apps;
    const routes = routingTableOf(product.apps);
    const services = new Set(calls.map((declared) => declared.service));
    // Every service that declares calls is one the product runs (services still being built may declare none).
    expect([...services].filter((name) => !(name in urls) && name !== 'gateway')).toEqual([]);
    expect([...services]).toEqual(
      expect.arrayContaining(['gateway', 'identity', 'notifications', 'playbook', 'render', 'teams']),
    );
    const misrouted = calls
      .map((declared) => {
        const owner = ownerOf(routes, declared);
        return owner === declared.service ? undefined : `${declared.httpMethod} ${declared.path}: ${owner}`;
      })
      .filter(Boolean);
    expect(misrouted).toEqual([]);
    expect(calls.length).toBeGreaterThan(60);
  });

  it('refuses 100 000 levels of JSON, a NUL and an unpaired surrogate at the edge with 400 G001 and the field', async () => {
    const post = (raw: string) =>
      call<{ error: { code: string; details: { path: string }[] } }>(
        product.api,
        'POST',
        '/api/playbook/createFolder',
        {
          token,
          raw,
        },
      );
    for (const [raw, path] of [
      ['['.repeat(100_000) + ']'.repeat(100_000), '0'.repeat(64).split('').join('.')],
      ['{"playbookId":"x","name":"Zone\\u0000"}', 'name'],
      ['{"playbookId":"x","name":"Zone \\ud800"}', 'name'],
    ] as const) {
      const res = await post(raw);
      expect({
        status: res.status,
        code: res.body.error.code,
        path: res.body.error.details[0]!.path,
      }).toEqual({
        status: 400,
        code: 'G001',
        path,
      });
    }
  });

  it('declares every date and time field of every call strictly: each refuses a day or time that does not exist', () => {
    const undeclared: string[] = [];
    const accepted: string[] = [];
    let checked = 0;
    for (const declared of calls) {
      if (!declared.input) continue;
      const { schema, example } = exampleInputOf(declared);
      for (const field of fieldsOf(schema)) {
        const where = `${declared.httpMethod} ${declared.path} ${field.path.join('.')}`;
        const impossible = IMPOSSIBLE_BY_FORMAT[field.schema.format ?? ''];
        const name = String(field.path.filter((part) => typeof part === 'string').at(-1) ?? '');
        if (!impossible) {
          if (namesDateOrTime(name)) undeclared.push(where);
          continue;
        }
        for (const value of impossible) {
          checked++;
          const result = declared.input.safeParse(withValueAt(example, field.path, value));
          const onField = result.error?.issues.some((i) => i.path.join('.') === field.path.join('.'));
          if (!onField) accepted.push(`${where} = ${value}`);
        }
      }
    }
    expect({ undeclared, accepted }).toEqual({ undeclared: [], accepted: [] });
    expect(checked).toBeGreaterThan(20);
  });

  it("refuses 30 February and a 200,000-character post on the coach's own team with G001 naming the field, and saves nothing", async () => {
    const before = await settledFingerprint();
    const practice = { eventType: 'PRACTICE', date: '2027-02-30', startTime: '18:00', endTime: '19:30' };
    const refusals = [];
    for (const [path, json] of [
      ['/api/schedule/saveEvent', { teamId, event: practice }],
      ['/api/schedule/saveEvent', { teamId, event: { ...practice, date: '2027-03-02', endTime: '24:00' } }],
      [
        '/api/messaging/createPost',
        {
          teamId,
          content: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x'.repeat(200_000) }] }],
          },
        },
      ],
    ] as const) {
      const res = await call<{ error: { code: string; details: { path: string; message: string }[] } }>(
        product.api,
        'POST',
        path,
        { token, json },
      );
      refusals.push({
        status: res.status,
        code: res.body.error?.code,
        detail: res.body.error?.details?.[0] ?? res.body,
      });
    }
    expect(refusals).toEqual([
      {
        status: 400,
        code: 'G001',
        detail: { path: 'event.date', message: 'A date is a real day, YYYY-MM-DD' },
      },
      {
        status: 400,
        code: 'G001',
        detail: { path: 'event.endTime', message: 'Times are HH:MM, 00:00 to 23:59' },
      },
      {
        status: 400,
        code: 'G001',
        detail: { path: 'content', message: 'A post holds at most 10,000 characters; this one has 200,000.' },
      },
    ]);
    expect(changedTables(before, await settledFingerprint())).toEqual([]);
  });

  it('answers every generated bad input with a 4xx error body, never a 500, and changes no data', async () => {
    const before = await settledFingerprint();
    const work: Array<{ declared: DeclaredCall; bad: BadCase }> = calls.flatMap((declared) =>
      badCasesFor(declared, { seed: SEED, perCall: CASES_PER_CALL }).map((bad) => ({ declared, bad })),
    );
    const strictCases = (word: string) => work.filter((item) => item.bad.label.includes(word)).length;
    // Every date and time field meets the impossible values, and every bounded text one character too many.
    expect(strictCases('= impossible')).toBeGreaterThan(40);
    expect(strictCases('characters (limit')).toBeGreaterThan(100);
    const uncovered = calls.filter((declared) => !work.some((item) => item.declared === declared));
    expect(uncovered.map((declared) => `${declared.httpMethod} ${declared.path}`)).toEqual([]);

    const wrong: Outcome[] = [];
    let next = 0;
    const worker = async () => {
      for (let item = work[next++]; item; item = work[next++]) {
        const { declared, bad } = item;
        const res = await request(`${product.api}${bad.url}`, {
          method: bad.method as 'GET' | 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            ...(bad.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: bad.body,
        });
        const text = await res.body.text();
        const error = parsed(text)?.error;
        const ok =
          res.statusCode >= 400 &&
          res.statusCode < 500 &&
          typeof error?.code === 'string' &&
          typeof error?.message === 'string';
        if (!ok) {
          wrong.push({
            call: `${declared.httpMethod} ${declared.path}`,
            label: bad.label,
            status: res.statusCode,
            body: text.slice(0, 300),
          });
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));

    expect(wrong).toEqual([]);
    expect(work.length).toBeGreaterThan(calls.length * 5);
    const after = await settledFingerprint();
    expect(changedTables(before, after)).toEqual([]);
  }, 300_000);
});

function parsed(text: string): { error?: { code?: unknown; message?: unknown } } | undefined {
  try {
    return JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
  } catch {
    return undefined;
  }
}

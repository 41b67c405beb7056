import {
  create,
  SubscriptionUpdatedSchema,
  TeamAddonUnitsSchema,
  TeamUpdatedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { publishTestEvent, waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { ADDONS_THROUGH_BILLING } from '../../src/billing/paid-addons';
import { DemoSeedService } from '../../src/demo-seed/demo-seed.service';
import { TeamsHarness } from './teams-harness';

interface TeamView {
  id: string;
  name: string;
  addons: Record<string, number>;
  limits: { admins: number; coaches: number; players: number | null };
}
interface ProgramAnswer {
  program: { id: string; addons: Record<string, number>; quantity: number | null };
  teams: TeamView[];
}

const h = new TeamsHarness();

beforeAll(() => h.start('teams_paid_addons'), 120_000);
afterAll(() => h.stop());

/** A program as a customer creates it: billing charges it (not the demo seed's). */
async function aProgram(teams = [{ name: 'Varsity', sport: 'LACROSSE_MENS' }]) {
  const owner = randomUUID();
  const created = await h.post<ProgramAnswer>(owner, 'createProgram', { name: 'Club', teams });
  expect(created.status).toBe(200);
  return { owner, programId: created.body.program.id, teams: created.body.teams };
}

async function teamsOf(owner: string): Promise<TeamView[]> {
  const answer = await h.get<{ owned: TeamView[] }>(owner, 'retrieveTeams');
  return answer.body.owned;
}

const subscription = (
  programId: string,
  teams: { teamId: string; players?: number; coaches?: number; admins?: number }[],
  opts: { quantity?: number; changedAt?: Date } = {},
) =>
  publishTestEvent(h.app, {
    topic: Topics.BillingSubscription,
    key: programId,
    source: 'billing',
    schema: SubscriptionUpdatedSchema,
    payload: create(SubscriptionUpdatedSchema, {
      subscriptionId: `sub_${randomUUID()}`,
      programId,
      quantity: opts.quantity ?? teams.length,
      teams: teams.map((team) => create(TeamAddonUnitsSchema, team)),
      changedAt: timestampFromDate(opts.changedAt ?? new Date()),
    }),
  });

describe('add-ons are not free', () => {
  it('createProgram refuses teams with add-ons (G003) and creates nothing', async () => {
    const owner = randomUUID();
    const answer = await h.post(owner, 'createProgram', {
      name: 'Free seats',
      teams: [{ name: 'Varsity', sport: 'LACROSSE_MENS', addons: { PLAYERS: 1000, COACHES: 1000 } }],
    });
    expect(answer.status).toBe(403);
    expect(answer.error).toMatchObject({
      code: 'G003',
      message: ADDONS_THROUGH_BILLING,
      details: [{ path: 'teams.0.addons' }],
    });
    expect(await teamsOf(owner)).toEqual([]);
  });

  it('updateProgramTeams refuses 1,000 free seats of each kind on a program billing charges, and changes nothing', async () => {
    const { owner, programId, teams } = await aProgram();
    const varsity = teams[0]!;
    const free = { PLAYERS: 1000, COACHES: 1000, ADMINS: 1000 };
    for (const [field, payload] of [
      [
        'modified.0.addons',
        { modified: [{ id: varsity.id, name: 'Varsity', sport: 'LACROSSE_MENS', addons: free }] },
      ],
      ['added.0.addons', { added: [{ name: 'JV', sport: 'LACROSSE_MENS', addons: free }] }],
      ['addons', { addons: free }],
      ['quantity', { quantity: 50 }],
    ] as const) {
      const answer = await h.post(owner, 'updateProgramTeams', {
        programId,
        ...payload,
        // A refused call changes nothing else either.
        ...(field === 'quantity' ? { added: [{ name: 'Frosh', sport: 'LACROSSE_MENS' }] } : {}),
      });
      expect([field, answer.status, answer.error?.code]).toEqual([field, 403, 'G003']);
      expect(answer.error?.details?.map((issue) => issue.path)).toEqual([field]);
    }
    const after = await teamsOf(owner);
    expect(after.map((team) => [team.name, team.addons])).toEqual([['Varsity', {}]]);
    expect(after[0]!.limits).toEqual(varsity.limits);
    expect(await h.events(TeamUpdatedSchema, varsity.id)).toEqual([]);
  });

  it('lets the page send the current values back and rename teams', async () => {
    const { owner, programId, teams } = await aProgram();
    const answer = await h.post<ProgramAnswer>(owner, 'updateProgramTeams', {
      programId,
      modified: [{ id: teams[0]!.id, name: 'Varsity A', sport: 'LACROSSE_MENS', addons: {} }],
      addons: {},
    });
    expect(answer.status).toBe(200);
    expect(answer.body.teams.map((team) => team.name)).toEqual(['Varsity A']);
  });

  it('lets the admins of a billing-exempt program (the demo seed) set add-ons by hand', async () => {
    const { owner, programId, teams } = await aProgram();
    await h.app.get(DemoSeedService).markProgramPaidForDemo(programId, 'COMPLETE');
    const answer = await h.post<ProgramAnswer>(owner, 'updateProgramTeams', {
      programId,
      modified: [{ id: teams[0]!.id, name: 'Varsity', sport: 'LACROSSE_MENS', addons: { COACHES: 2 } }],
      quantity: 4,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.teams[0]!.addons).toEqual({ COACHES: 2 });
    expect(answer.body.program.quantity).toBe(4);
  });
});

describe('billing.subscription.v1 SubscriptionUpdated', () => {
  it("sets the program's team add-ons and quantity, sizes the teams by them and announces each changed team", async () => {
    const { owner, programId, teams } = await aProgram([
      { name: 'Varsity', sport: 'LACROSSE_MENS' },
      { name: 'JV', sport: 'LACROSSE_MENS' },
    ]);
    const [varsity, jv] = teams;
    await subscription(programId, [{ teamId: varsity!.id, players: 2, coaches: 1 }], { quantity: 2 });

    const updated = await waitFor(
      async () => {
        const now = await teamsOf(owner);
        return now.find((team) => team.id === varsity!.id)?.addons.PLAYERS === 2 ? now : undefined;
      },
      { what: 'the subscription to be applied' },
    );
    const varsityNow = updated.find((team) => team.id === varsity!.id)!;
    expect(varsityNow.addons).toEqual({ PLAYERS: 2, COACHES: 1 });
    // Lacrosse: 5 player slots per players expansion, 1 coach per additional coach.
    expect(varsityNow.limits.players).toBe(varsity!.limits.players! + 10);
    expect(varsityNow.limits.coaches).toBe(varsity!.limits.coaches + 1);
    expect(updated.find((team) => team.id === jv!.id)!.addons).toEqual({});
    expect((await h.events(TeamUpdatedSchema, varsity!.id)).at(-1)).toMatchObject({
      addons: { players: 2, coaches: 1, admins: 0 },
    });
    expect(await h.events(TeamUpdatedSchema, jv!.id)).toEqual([]);
    const quantity = await h.db.query<{ quantity: number }[]>('SELECT quantity FROM programs WHERE id = $1', [
      programId,
    ]);
    expect(quantity[0]!.quantity).toBe(2);
  });

  it('is the whole state: a team it no longer lists loses its add-ons; an older event changes nothing', async () => {
    const { owner, programId, teams } = await aProgram();
    const varsity = teams[0]!;
    const t0 = new Date('2026-01-01T00:00:00Z');
    await subscription(programId, [{ teamId: varsity.id, admins: 3 }], { changedAt: t0 });
    await waitFor(async () => ((await teamsOf(owner))[0]!.addons.ADMINS === 3 ? true : undefined));

    const t1 = new Date('2026-02-01T00:00:00Z');
    await subscription(programId, [], { changedAt: t1, quantity: 0 });
    await waitFor(async () => ((await teamsOf(owner))[0]!.addons.ADMINS === undefined ? true : undefined));

    // A replay of the January state (older than February's) is ignored; the next event on the same key proves
    // the replay was consumed before it, and the announcements show it changed nothing.
    await subscription(programId, [{ teamId: varsity.id, admins: 3 }], { changedAt: t0 });
    await subscription(programId, [{ teamId: varsity.id, coaches: 1 }], { changedAt: new Date() });
    await waitFor(async () => ((await teamsOf(owner))[0]!.addons.COACHES === 1 ? true : undefined));
    expect((await teamsOf(owner))[0]!.addons).toEqual({ COACHES: 1 });
    expect((await h.events(TeamUpdatedSchema, varsity.id)).map((event) => event.addons)).toMatchObject([
      { players: 0, coaches: 0, admins: 3 },
      { players: 0, coaches: 0, admins: 0 },
      { players: 0, coaches: 1, admins: 0 },
    ]);
  });

  it('never gives add-ons to a team of another program', async () => {
    const mine = await aProgram();
    const theirs = await aProgram();
    await subscription(mine.programId, [
      { teamId: mine.teams[0]!.id, coaches: 1 },
      { teamId: theirs.teams[0]!.id, players: 50 },
    ]);
    await waitFor(async () => ((await teamsOf(mine.owner))[0]!.addons.COACHES === 1 ? true : undefined));
    expect((await teamsOf(theirs.owner))[0]!.addons).toEqual({});
  });
});

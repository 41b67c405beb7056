import {
  create,
  PaidStateChangedSchema,
  TeamPlanSchema,
  TeamUpdatedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { publishTestEvent, waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { TeamsHarness } from './teams-harness';

interface TeamView {
  id: string;
  name: string;
  plan: string | null;
  paid: boolean;
  limits: { admins: number; coaches: number; players: number | null };
}
interface ProgramAnswer {
  program: { id: string };
  teams: TeamView[];
}

const h = new TeamsHarness();

beforeAll(() => h.start('teams_paid_state'), 120_000);
afterAll(() => h.stop());

async function aProgram() {
  const owner = randomUUID();
  const created = await h.post<ProgramAnswer>(owner, 'createProgram', {
    name: 'Club',
    teams: [
      { name: 'Varsity', sport: 'LACROSSE_MENS' },
      { name: 'JV', sport: 'LACROSSE_MENS' },
    ],
  });
  expect(created.status).toBe(200);
  return { owner, programId: created.body.program.id, teams: created.body.teams };
}

const paidState = (
  programId: string,
  paid: boolean,
  teams: { teamId: string; plan: string }[],
  changedAt: Date,
  eventId?: string,
) =>
  publishTestEvent(h.app, {
    topic: Topics.BillingSubscription,
    key: programId,
    source: 'billing',
    eventId,
    schema: PaidStateChangedSchema,
    payload: create(PaidStateChangedSchema, {
      billingEntityId: randomUUID(),
      programId,
      ownerId: randomUUID(),
      kind: 'PROGRAM',
      paid,
      plan: teams[0]?.plan ?? '',
      teams: teams.map((team) => create(TeamPlanSchema, team)),
      changedAt: timestampFromDate(changedAt),
    }),
  });

async function view(owner: string) {
  const answer = await h.get<{
    owned: TeamView[];
    programs?: { id: string; paid: boolean; plan: string | null }[];
  }>(owner, 'retrieveTeams');
  return answer.body.owned.map((team) => [team.name, team.paid, team.plan]);
}

/** Teams as retrieveTeams shows them once the delivery is applied (events arrive asynchronously). */
async function eventually(owner: string, expected: unknown[]) {
  await waitFor(
    async () => (JSON.stringify(await view(owner)) === JSON.stringify(expected) ? true : undefined),
    { timeoutMs: 10_000, intervalMs: 50, what: 'the paid state to apply' },
  ).catch(() => undefined);
  expect(await view(owner)).toEqual(expected);
}

describe('paid state comes from billing', () => {
  it('a new program is unpaid until billing says its teams are paid on a plan, then lapses when billing says so', async () => {
    const { owner, programId, teams } = await aProgram();
    expect(await view(owner)).toEqual([
      ['Varsity', false, null],
      ['JV', false, null],
    ]);
    const t0 = new Date();
    const plans = teams.map((team) => ({ teamId: team.id, plan: 'COMPLETE' }));
    await paidState(programId, true, plans, t0);
    await eventually(owner, [
      ['Varsity', true, 'COMPLETE'],
      ['JV', true, 'COMPLETE'],
    ]);
    const program = await h.db.query('SELECT paid, plan FROM programs WHERE id = $1', [programId]);
    expect(program[0]).toEqual({ paid: true, plan: 'COMPLETE' });
    // Every projection hears it: one TeamUpdated per team with paid and plan.
    const updates = await h.events(TeamUpdatedSchema, teams[0]!.id);
    expect(updates.at(-1)).toMatchObject({ paid: true, plan: 'COMPLETE' });

    await paidState(programId, false, plans, new Date(t0.getTime() + 1000));
    await eventually(owner, [
      ['Varsity', false, 'COMPLETE'],
      ['JV', false, 'COMPLETE'],
    ]);
    expect((await h.events(TeamUpdatedSchema, teams[1]!.id)).at(-1)).toMatchObject({ paid: false });
  });

  it('ignores a state older than the one applied, and leaves teams the entity does not list unpaid', async () => {
    const { owner, programId, teams } = await aProgram();
    const now = new Date();
    await paidState(programId, true, [{ teamId: teams[0]!.id, plan: 'COLLEGIATE' }], now);
    const older = randomUUID();
    await paidState(
      programId,
      false,
      [{ teamId: teams[0]!.id, plan: 'COLLEGIATE' }],
      new Date(now.getTime() - 60_000),
      older,
    );
    await waitFor(async () => {
      const done = await h.db.query('SELECT 1 FROM platform_inbox WHERE event_id = $1', [older]);
      return done.length ? true : undefined;
    });
    await eventually(owner, [
      ['Varsity', true, 'COLLEGIATE'],
      ['JV', false, null],
    ]);
  });
});

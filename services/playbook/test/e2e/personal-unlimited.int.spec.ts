import { create, PaidStateChangedSchema, timestampFromDate, Topics } from '@chalktalk/contracts';
import { publishTestEvent, waitFor } from '@chalktalk/platform/testing';
import { aUser, PlaybookHarness } from '../harness';

/** billing.subscription.v1's Personal Unlimited state lifts the free-plays rule of the user's own playbook. */
describe('Personal Unlimited in the playbook (real Postgres, the service event bus)', () => {
  const h = new PlaybookHarness();
  beforeAll(() => h.start('playbook_personal_unlimited'), 120_000);
  afterAll(() => h.stop());

  const paidState = (ownerId: string, paid: boolean, changedAt: Date, kind = 'PERSONAL_UNLIMITED') =>
    publishTestEvent(h.app, {
      topic: Topics.BillingSubscription,
      key: ownerId,
      source: 'billing',
      schema: PaidStateChangedSchema,
      payload: create(PaidStateChangedSchema, {
        billingEntityId: ownerId,
        ownerId,
        paid,
        plan: kind,
        kind,
        changedAt: timestampFromDate(changedAt),
      }),
    });

  const playbookOf = async (userId: string) => (await h.get(userId, 'getMyPlaybook')).body.playbook;
  const hiddenCount = (view: { plays: { hidden: boolean }[] }) => view.plays.filter((p) => p.hidden).length;
  const until = (userId: string, fullAccess: boolean) =>
    waitFor(async () => ((await playbookOf(userId)).fullAccess === fullAccess ? true : undefined), {
      what: `fullAccess ${fullAccess}`,
    });

  it('shows every play while Personal Unlimited is paid, and hides the eleventh again once it lapses', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    const ids: string[] = [];
    for (let i = 0; i < 11; i += 1) ids.push(await h.newPlay(me, playbookId, `Play ${i}`));
    expect(hiddenCount(await playbookOf(me))).toBe(1);

    const paidAt = new Date();
    await paidState(me, true, paidAt);
    await until(me, true);
    expect(hiddenCount(await playbookOf(me))).toBe(0);
    expect((await h.get(me, 'getPlay', { playbookId, playId: ids[10] })).status).toBe(200);

    // A state older than the one applied (a late redelivery) changes nothing.
    await paidState(me, false, new Date(paidAt.getTime() - 60_000));
    await paidState(aUser(), true, new Date());
    await waitFor(async () => {
      const [row] = await h.db.query(`SELECT count(*)::int AS n FROM personal_unlimited_states`);
      return row.n >= 2 ? true : undefined;
    });
    expect((await playbookOf(me)).fullAccess).toBe(true);

    await paidState(me, false, new Date(paidAt.getTime() + 60_000));
    await until(me, false);
    expect(hiddenCount(await playbookOf(me))).toBe(1);
    expect((await h.get(me, 'getPlay', { playbookId, playId: ids[10] })).status).toBe(403);
  });

  it('ignores a program paid state: a program reaches playbook through its teams', async () => {
    const me = aUser();
    const playbookId = await h.personalPlaybookId(me);
    for (let i = 0; i < 11; i += 1) await h.newPlay(me, playbookId, `Play ${i}`);
    await paidState(me, true, new Date(), 'PROGRAM');
    const marker = aUser();
    await paidState(marker, true, new Date());
    await waitFor(async () => {
      const rows = await h.db.query(`SELECT 1 FROM personal_unlimited_states WHERE owner_id = $1`, [marker]);
      return rows.length === 1 ? true : undefined;
    });
    const view = await playbookOf(me);
    expect(view.fullAccess).toBe(false);
    expect(hiddenCount(view)).toBe(1);
  });
});

import { PaidStateChangedSchema } from '@chalktalk/contracts';
import { PAYMENT_GRACE_PERIOD_MS } from '@chalktalk/domain';
import { describeWithLocalStripe } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { BillingHarness } from './harness';

const h = new BillingHarness();

async function aUserWithCard(card = '4242424242424242') {
  const user = randomUUID();
  const added = await h.post(user, 'billing/addPaymentMethod', { cardToken: await h.cardToken(card) });
  expect([added.status, added.error]).toEqual([200, undefined]);
  return user;
}

const monthly = { settings: { billingFrequency: 'MONTHLY' } };

describeWithLocalStripe('Personal Unlimited on localstripe', (server) => {
  beforeAll(() => h.start('billing_personal', server()), 120_000);
  afterAll(() => h.stop());

  it('is its own billing entity: $5.00 a month, paid now, published as PERSONAL_UNLIMITED for its owner', async () => {
    const user = await aUserWithCard();
    const answer = await h.post(user, 'billing/addPersonalUnlimited', monthly);
    expect([answer.status, answer.error]).toEqual([200, undefined]);
    const entity = answer.body.billingEntity;
    expect(entity).toMatchObject({
      kind: 'PERSONAL_UNLIMITED',
      name: 'Personal Unlimited',
      plan: 'PERSONAL_UNLIMITED',
      programId: null,
      paid: true,
      status: 'ACTIVE',
      periodTotal: 5,
    });
    const invoices = (await h.get(user, 'billing/getInvoices', { entityInvoices: entity.id })).body.invoices;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'paid', total: 5 });

    // Keyed by the owner: the consumer (playbook's free-plays rule) reads kind, ownerId and paid.
    const published = (await h.events(PaidStateChangedSchema, user)).at(-1)!;
    expect(published).toMatchObject({ kind: 'PERSONAL_UNLIMITED', ownerId: user, programId: '', paid: true });

    const annual = await aUserWithCard();
    const yearly = await h.post(annual, 'billing/addPersonalUnlimited', {
      settings: { billingFrequency: 'ANNUAL' },
    });
    expect(yearly.body.billingEntity).toMatchObject({ periodTotal: 50, billingFrequency: 'ANNUAL' });
  });

  it('answers B011 for a second one and for a user who already pays for a team; B012 without a card', async () => {
    const user = await aUserWithCard();
    expect((await h.post(user, 'billing/addPersonalUnlimited', monthly)).status).toBe(200);
    const again = await h.post(user, 'billing/addPersonalUnlimited', monthly);
    expect([again.status, again.error?.code]).toEqual([409, 'B011']);

    const coach = await aUserWithCard();
    const program = await h.post(coach, 'teams/createProgramSubscription', {
      teamSettings: {
        name: 'Hill Hoops',
        billingFrequency: 'MONTHLY',
        teams: [{ name: 'Varsity', sport: 'LACROSSE_MENS', plan: 'COMPLETE', addons: {} }],
      },
    });
    expect([program.status, program.error]).toEqual([200, undefined]);
    const teamOwner = await h.post(coach, 'billing/addPersonalUnlimited', monthly);
    expect([teamOwner.status, teamOwner.error]).toMatchObject([
      409,
      { code: 'B011', message: 'You already have an active team subscription.' },
    ]);

    const noCard = await h.post(randomUUID(), 'billing/addPersonalUnlimited', monthly);
    expect([noCard.status, noCard.error?.code]).toEqual([402, 'B012']);
  });

  it('a declined card answers B001 and leaves it unpaid, to retry', async () => {
    const user = await aUserWithCard('4000000000000341');
    const refused = await h.post(user, 'billing/addPersonalUnlimited', monthly);
    expect(refused.error?.code).toBe('B001');
    const admin = (await h.get(user, 'billing/getAdminBilling')).body;
    expect(admin.entities[0]).toMatchObject({ kind: 'PERSONAL_UNLIMITED', paid: false, status: 'PAST_DUE' });
  });

  it('lapses after the grace period (the free-plays rule returns) and cannot have its plan or seats changed', async () => {
    const user = await aUserWithCard();
    const entity = (await h.post(user, 'billing/addPersonalUnlimited', monthly)).body.billingEntity;
    const change = await h.post(user, 'billing/updateBillingInfo', {
      entityId: entity.id,
      updates: { billingFrequency: 'MONTHLY', teams: [{ teamId: entity.id, plan: 'COMPLETE', addons: {} }] },
    });
    expect(change.error?.code).toBe('B007');

    const expires = new Date(entity.paymentExpires).getTime();
    await h.lapses.check(new Date(expires + PAYMENT_GRACE_PERIOD_MS - 60_000));
    expect((await h.events(PaidStateChangedSchema, user)).at(-1)!.paid).toBe(true);
    await h.lapses.check(new Date(expires + PAYMENT_GRACE_PERIOD_MS + 60_000));
    const lapsed = (await h.events(PaidStateChangedSchema, user)).at(-1)!;
    expect(lapsed).toMatchObject({ kind: 'PERSONAL_UNLIMITED', paid: false });

    // Lapsed: buying it again is allowed.
    const again = await h.post(user, 'billing/addPersonalUnlimited', monthly);
    expect([again.status, again.error]).toEqual([200, undefined]);
  });
});

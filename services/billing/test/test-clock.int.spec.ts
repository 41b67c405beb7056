import { PaidStateChangedSchema } from '@chalktalk/contracts';
import { PAYMENT_GRACE_PERIOD_MS } from '@chalktalk/domain';
import { describeWithLocalStripe } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { loadBillingConfig } from '../src/config';
import { BillingHarness } from './harness';

const h = new BillingHarness();
const plain = new BillingHarness();

const monthly = { settings: { billingFrequency: 'MONTHLY' } };
const at = (ms: number) => new Date(ms).toISOString();

describe('test clocks configuration', () => {
  const base = { NODE_ENV: 'test', DATABASE_URL: 'postgres://x@127.0.0.1/x', BILLING_TEST_CLOCKS: 'true' };
  it('is refused at boot with a live key or without a local Stripe', () => {
    expect(() =>
      loadBillingConfig({
        ...base,
        STRIPE_SERVER: 'localstripe',
        STRIPE_API_URL: 'http://127.0.0.1:1',
        STRIPE_SECRET_KEY: 'sk_live_abc',
      }),
    ).toThrow(/BILLING_TEST_CLOCKS/);
    expect(() => loadBillingConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /BILLING_TEST_CLOCKS/,
    );
    expect(
      loadBillingConfig({
        ...base,
        STRIPE_SERVER: 'localstripe',
        STRIPE_API_URL: 'http://127.0.0.1:1',
        STRIPE_SECRET_KEY: 'sk_test_abc',
      }).BILLING_TEST_CLOCKS,
    ).toBe('true');
  });
});

describeWithLocalStripe('test clocks on localstripe', (server) => {
  beforeAll(async () => {
    await h.start('billing_clock', server(), { BILLING_TEST_CLOCKS: 'true' });
    await plain.start('billing_clock_off', server());
  }, 120_000);
  afterAll(async () => {
    await h.stop();
    await plain.stop();
  });

  it('runs the renewal at the period end (a refused card: open invoice, PAST_DUE, still paid), lapses after the grace, and a retry with a good card pays again', async () => {
    const user = randomUUID();
    await h.post(user, 'billing/addPaymentMethod', { cardToken: await h.cardToken('4242424242424242') });
    const bought = await h.post(user, 'billing/addPersonalUnlimited', monthly);
    expect(bought.status).toBe(200);
    const entityId: string = bought.body.billingEntity.id;
    const expires = Date.parse(bought.body.billingEntity.paymentExpires);
    // From now on every charge fails (the 0341 card becomes the default).
    await h.post(user, 'billing/addPaymentMethod', { cardToken: await h.cardToken('4000000000000341') });

    // Only the owner moves the clock, and only forward.
    expect(
      (await h.post(randomUUID(), 'billing/advanceTestClock', { entityId, frozenTime: at(expires) })).status,
    ).toBe(403);
    expect(
      (await h.post(user, 'billing/advanceTestClock', { entityId, frozenTime: at(Date.now() - 60_000) }))
        .error?.code,
    ).toBe('G001');

    const renewed = await h.post(user, 'billing/advanceTestClock', {
      entityId,
      frozenTime: at(expires + 60_000),
    });
    expect([renewed.status, renewed.error]).toEqual([200, undefined]);
    expect(renewed.body.renewal).toMatchObject({ status: 'open' });
    expect(renewed.body.billingEntity).toMatchObject({ status: 'PAST_DUE', paid: true });
    const invoices = (await h.get(user, 'billing/getInvoices', { entityInvoices: entityId })).body.invoices;
    expect(invoices.map((invoice: { status: string }) => invoice.status).sort()).toEqual(['open', 'paid']);

    // Within the grace period: still paid, and the renewal is not run twice.
    const inGrace = await h.post(user, 'billing/advanceTestClock', {
      entityId,
      frozenTime: at(expires + PAYMENT_GRACE_PERIOD_MS - 60_000),
    });
    expect([inGrace.body.renewal, inGrace.body.billingEntity.paid]).toEqual([null, true]);

    const lapsed = await h.post(user, 'billing/advanceTestClock', {
      entityId,
      frozenTime: at(expires + PAYMENT_GRACE_PERIOD_MS + 60_000),
    });
    expect(lapsed.body.billingEntity).toMatchObject({ paid: false, status: 'PAST_DUE' });
    expect((await h.events(PaidStateChangedSchema, user)).at(-1)).toMatchObject({ paid: false });

    // A good card, then retryPayment pays the open renewal: paid again, published after the lapse.
    await h.post(user, 'billing/addPaymentMethod', { cardToken: await h.cardToken('4242424242424242') });
    const retried = await h.post(user, 'billing/retryPayment', { entityId });
    expect([retried.status, retried.error]).toEqual([200, undefined]);
    expect(retried.body.billingEntity).toMatchObject({ paid: true, status: 'ACTIVE' });
    const settled = (await h.get(user, 'billing/getInvoices', { entityInvoices: entityId })).body.invoices;
    expect(settled.map((invoice: { status: string }) => invoice.status)).toEqual(['paid', 'paid']);
    const states = await h.events(PaidStateChangedSchema, user);
    expect(states.at(-1)).toMatchObject({ paid: true });
    const stamp = (s: (typeof states)[number]) =>
      Number(s.changedAt!.seconds) * 1000 + s.changedAt!.nanos / 1e6;
    expect(stamp(states.at(-1)!)).toBeGreaterThanOrEqual(stamp(states.at(-2)!));
  });

  it('does not exist outside test mode', async () => {
    const user = randomUUID();
    const answer = await plain.post(user, 'billing/advanceTestClock', {
      entityId: randomUUID(),
      frozenTime: at(Date.now() + 60_000),
    });
    expect(answer.error?.code).toBe('G004');
  });
});

import { AppError, chargeLines } from '@chalktalk/domain';
import { callStripe } from '../src/payments/stripe-errors';
import { StripePayments } from '../src/payments/stripe-payments';
import { describeWithStripeMock } from './stripe-mock';

const codeOf = async (work: Promise<unknown>): Promise<string | undefined> =>
  work.then(
    () => undefined,
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

const lines = chargeLines({
  billingFrequency: 'MONTHLY',
  teams: [
    { plan: 'COMPLETE', addons: { COACHES: 1 } },
    { plan: 'COMPLETE', addons: {} },
  ],
});

/**
 * The Stripe adapter's contract: every request billing's payments port makes with the real `stripe` SDK, sent to
 * stripe-mock, which refuses any request that does not match Stripe's OpenAPI document (unknown parameters, wrong
 * types, missing required ones) and answers with Stripe's own fixtures. This carries the Stripe dialect
 * (`price`, `proration_behavior`, invoices of pending items, promotion codes) that localstripe does not speak;
 * stripe-mock keeps no state, so what the answers say is checked in the localstripe suites.
 */
describeWithStripeMock('the Stripe adapter against stripe-mock (Stripe OpenAPI)', (server) => {
  let stripe: StripePayments;
  beforeAll(() => {
    stripe = new StripePayments({ secretKey: 'sk_test_contract', apiUrl: server().url, server: 'stripe' });
  });

  it('customers: create, address, cards (add, list, delete)', async () => {
    const customerId = await stripe.createCustomer({
      userId: 'u1',
      email: 'coach@example.com',
      name: 'Coach',
    });
    expect(customerId).toMatch(/^cus_/);
    await stripe.updateCustomerAddress(customerId, {
      line1: '1 Main St',
      city: 'Toronto',
      state: 'ON',
      postalCode: 'M5V 2T6',
      country: 'CA',
    });
    const card = await stripe.addCard(customerId, 'tok_visa');
    // stripe-mock's createSource fixture is not a card; the request it accepted is the contract.
    expect(card).toMatchObject({ cardId: expect.any(String), isDefault: true });
    expect(Array.isArray(await stripe.listCards(customerId))).toBe(true);
    await stripe.deleteCard(customerId, card.cardId);
  });

  it('subscriptions: create with a first-invoice credit, change without proration, cancel at the period end, cancel', async () => {
    const created = await stripe.createSubscription({
      customerId: 'cus_contract',
      period: 'MONTHLY',
      lines,
      entityId: '7f1d2c7e-0000-4000-8000-000000000001',
      discountCents: 1200,
      discountLabel: 'Discount (SPRING)',
      idempotencyKey: 'contract-subscribe',
    });
    expect(created.subscriptionId).toMatch(/^sub_/);
    expect(created.currentPeriodEnd).toBeInstanceOf(Date);
    const changed = await stripe.changeSubscription(
      created.subscriptionId,
      'MONTHLY',
      lines,
      'contract-change',
    );
    expect(changed.subscriptionId).toMatch(/^sub_/);
    expect((await stripe.setCancelAtPeriodEnd(created.subscriptionId, true)).subscriptionId).toMatch(/^sub_/);
    await stripe.cancelSubscription(created.subscriptionId);
  });

  it('invoices: a credit, a one-off charge (invoice item, invoice of pending items, pay), list, retrieve, pay', async () => {
    await stripe.addCredit('cus_contract', 500, 'Discount (SPRING)', 'contract-credit');
    const charged = await stripe.chargeNow('cus_contract', 1234, 'Prorated change', 'contract-charge');
    expect(charged.invoiceId).toMatch(/^in_/);
    expect(typeof charged.totalCents).toBe('number');
    const invoices = await stripe.listInvoices('cus_contract');
    expect(invoices.length).toBeGreaterThan(0);
    expect((await stripe.getInvoice(invoices[0]!.invoiceId)).invoiceId).toMatch(/^in_/);
    expect((await stripe.payInvoice(invoices[0]!.invoiceId)).invoiceId).toMatch(/^in_/);
  });

  it('coupons and promotion codes: a code reads as its coupon', async () => {
    const found = await stripe.findCoupon('SPRING');
    expect(found?.coupon).toMatchObject({ discountType: expect.stringMatching(/^(percent|amount)$/) });
  });

  it('refuses what Stripe would refuse: localstripe dialect and bad parameters answer B014, an unknown key B004', async () => {
    // The localstripe dialect (`plan` items, `prorate`) is not Stripe's API any more: the mock says so, which is
    // why the adapter speaks it only to localstripe.
    const legacy = new StripePayments({
      secretKey: 'sk_test_contract',
      apiUrl: server().url,
      server: 'localstripe',
    });
    expect(await codeOf(legacy.changeSubscription('sub_contract', 'MONTHLY', lines, 'contract-legacy'))).toBe(
      'B014',
    );
    expect(
      await codeOf(callStripe(() => stripe.stripe.customers.create({ not_a_parameter: 1 } as never))),
    ).toBe('B014');
    const unkeyed = new StripePayments({ secretKey: 'not-a-key', apiUrl: server().url, server: 'stripe' });
    expect(await codeOf(unkeyed.createCustomer({ userId: 'u2' }))).toBe('B004');
  });
});

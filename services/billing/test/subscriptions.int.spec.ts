import { PaidStateChangedSchema, SubscriptionUpdatedSchema } from '@chalktalk/contracts';
import { messageForCode, PAYMENT_GRACE_PERIOD_MS } from '@chalktalk/domain';
import { describeWithLocalStripe } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { OWNER_ONLY } from '../src/subscriptions/billing.service';
import { WebhooksService } from '../src/webhooks/webhooks.service';
import { BillingHarness } from './harness';

const h = new BillingHarness();

const twoTeamsOnComplete = (couponCode?: string) => ({
  name: 'Riverside Lacrosse',
  billingFrequency: 'MONTHLY',
  ...(couponCode ? { couponCode } : {}),
  teams: [
    { name: 'Varsity', sport: 'LACROSSE_MENS', plan: 'COMPLETE', addons: {} },
    { name: 'JV', sport: 'LACROSSE_MENS', plan: 'COMPLETE', addons: {} },
  ],
});

/** A coach with a card on file (the 4242 test card unless told otherwise). */
async function aCoachWithCard(card = '4242424242424242') {
  const coach = randomUUID();
  const added = await h.post(coach, 'billing/addPaymentMethod', {
    cardToken: await h.cardToken(card),
    billingAddress: { line1: '1 Main St', city: 'Boston', state: 'MA', postalCode: '02110', country: 'US' },
  });
  return { coach, added };
}

async function preview(coach: string, updates: Record<string, unknown>, entityId?: string) {
  const answer = await h.get(coach, 'billing/previewBillingUpdate', {
    ...(entityId ? { entityId } : {}),
    updates: JSON.stringify(updates),
  });
  expect(answer.status).toBe(200);
  return answer.body as { amountDue: number; nextPaymentDate: string; total: number; discount: number };
}

/** updateBillingInfo's updates for an entity of teams on Complete, monthly, its first team changed. */
function firstTeamChanged(
  entity: { teams: { teamId: string }[] },
  first: { plan: string; addons: Record<string, number> },
) {
  return {
    billingFrequency: 'MONTHLY',
    teams: entity.teams.map((team, index) =>
      index === 0 ? { teamId: team.teamId, ...first } : { teamId: team.teamId, plan: 'COMPLETE', addons: {} },
    ),
  };
}

async function subscribe(coach: string, settings: Record<string, unknown>) {
  return h.post(coach, 'teams/createProgramSubscription', { teamSettings: settings });
}

async function invoicesOf(coach: string, entityId: string) {
  const answer = await h.get(coach, 'billing/getInvoices', { entityInvoices: entityId });
  expect(answer.status).toBe(200);
  return answer.body.invoices as {
    total: number;
    status: string;
    linkId: string;
    lines: { amount: number; description: string }[];
  }[];
}

describeWithLocalStripe('billing on localstripe', (server) => {
  beforeAll(() => h.start('billing_subscriptions', server()), 120_000);
  afterAll(() => h.stop());

  it('a coach creates a program of two teams on Complete, monthly, sees the preview and pays it with 4242', async () => {
    const { coach, added } = await aCoachWithCard();
    expect([added.status, added.error]).toEqual([200, undefined]);
    expect(added.body.card).toMatchObject({ last4: '4242', isDefault: true });

    const seen = await preview(coach, twoTeamsOnComplete());
    expect(seen.amountDue).toBe(60);
    const inAMonth = new Date();
    inAMonth.setUTCMonth(inAMonth.getUTCMonth() + 1);
    expect(Math.abs(Date.parse(seen.nextPaymentDate) - inAMonth.getTime())).toBeLessThan(3 * 86_400_000);

    const created = await subscribe(coach, twoTeamsOnComplete());
    expect([created.status, created.error]).toEqual([200, undefined]);
    const entity = created.body.billingEntity;
    expect(entity).toMatchObject({
      paid: true,
      status: 'ACTIVE',
      plan: 'COMPLETE',
      quantity: 2,
      periodTotal: 60,
    });
    expect(created.body.entity.teams).toHaveLength(2);

    // The preview equals what the invoice charged.
    const invoices = await invoicesOf(coach, entity.id);
    expect(invoices.map((invoice) => [invoice.status, invoice.total])).toEqual([['paid', seen.amountDue]]);

    // teams hears it: paid on Complete for both teams, and the add-ons paid for (none).
    const programId = entity.programId as string;
    const paid = await h.events(PaidStateChangedSchema, programId);
    expect(paid.at(-1)).toMatchObject({ paid: true, plan: 'COMPLETE', kind: 'PROGRAM' });
    expect(paid.at(-1)!.teams.map((team) => team.plan)).toEqual(['COMPLETE', 'COMPLETE']);
    expect((await h.events(SubscriptionUpdatedSchema, programId)).at(-1)).toMatchObject({ quantity: 2 });

    // The successful-invoice page and the admin billing overview.
    const link = await h.get(coach, 'billing/loadSuccessfulInvoice', { linkId: invoices[0]!.linkId });
    expect(link.body.invoice).toMatchObject({ total: 60, status: 'paid' });
    const admin = await h.get(coach, 'billing/getAdminBilling');
    expect(admin.body.entities.map((e: { id: string }) => e.id)).toEqual([entity.id]);
    expect(admin.body.cards).toHaveLength(1);
    expect(admin.body.billingDetails.address).toMatchObject({ state: 'MA', country: 'US' });
  });

  it('adds a coach seat: charged now, prorated, exactly what the preview said; owners only', async () => {
    const { coach } = await aCoachWithCard();
    const entity = (await subscribe(coach, twoTeamsOnComplete())).body.billingEntity;
    const updates = firstTeamChanged(entity, { plan: 'COMPLETE', addons: { COACHES: 1 } });
    const seen = await preview(coach, updates, entity.id);
    // Added at the start of the period: nearly the whole $3.00 seat.
    expect(seen.amountDue).toBeGreaterThan(2.9);
    expect(seen.amountDue).toBeLessThanOrEqual(3);

    const stranger = randomUUID();
    const refused = await h.post(stranger, 'billing/updateBillingInfo', { entityId: entity.id, updates });
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: 'G003', message: OWNER_ONLY });

    const changed = await h.post(coach, 'billing/updateBillingInfo', { entityId: entity.id, updates });
    expect(changed.status).toBe(200);
    expect(changed.body.charged).toBe(seen.amountDue);
    expect(changed.body.billingEntity).toMatchObject({ addons: { COACHES: 1 }, periodTotal: 63, paid: true });
    const invoices = await invoicesOf(coach, entity.id);
    expect(invoices.map((invoice) => invoice.total).sort()).toEqual([60, seen.amountDue].sort());
    const addons = (await h.events(SubscriptionUpdatedSchema, entity.programId)).at(-1)!;
    expect(addons.teams.map((team) => team.coaches)).toEqual([1, 0]);
  });

  it('takes a seat reduction at the end of the period: nothing charged, seats kept until then', async () => {
    const { coach } = await aCoachWithCard();
    const entity = (await subscribe(coach, twoTeamsOnComplete())).body.billingEntity;
    const withSeat = (coaches: number) => ({
      billingFrequency: 'MONTHLY',
      teams: entity.teams.map((team: { teamId: string }, index: number) => ({
        teamId: team.teamId,
        plan: 'COMPLETE',
        addons: index === 0 ? { COACHES: coaches } : {},
      })),
    });
    await h.post(coach, 'billing/updateBillingInfo', { entityId: entity.id, updates: withSeat(1) });
    const seen = await preview(coach, withSeat(0), entity.id);
    expect(seen.amountDue).toBe(0);
    const reduced = await h.post(coach, 'billing/updateBillingInfo', {
      entityId: entity.id,
      updates: withSeat(0),
    });
    expect(reduced.body.charged).toBe(0);
    expect(reduced.body.billingEntity.addons).toEqual({ COACHES: 1 });
    const from = Date.parse(reduced.body.billingEntity.pending.from);
    expect(from).toBe(Date.parse(entity.nextPaymentDate));

    await h.lapses.check(new Date(from - 60_000));
    const kept = await h.get(coach, 'billing/getAdminBilling');
    expect(kept.body.entities[0].addons).toEqual({ COACHES: 1 });
    await h.lapses.check(new Date(from + 1000));
    const after = await h.get(coach, 'billing/getAdminBilling');
    expect(after.body.entities[0]).toMatchObject({ addons: {}, pending: null, periodTotal: 60 });
    const last = (await h.events(SubscriptionUpdatedSchema, entity.programId)).at(-1)!;
    expect(last.teams.map((team) => team.coaches)).toEqual([0, 0]);
  });

  it('refuses to switch a running subscription between monthly and annual (B014)', async () => {
    const { coach } = await aCoachWithCard();
    const entity = (await subscribe(coach, twoTeamsOnComplete())).body.billingEntity;
    const annual = {
      billingFrequency: 'ANNUAL',
      teams: entity.teams.map((team: { teamId: string }) => ({
        teamId: team.teamId,
        plan: 'COMPLETE',
        addons: {},
      })),
    };
    const refused = await h.post(coach, 'billing/updateBillingInfo', {
      entityId: entity.id,
      updates: annual,
    });
    expect([refused.status, refused.error?.code]).toEqual([400, 'B014']);
  });

  it('applies a percent coupon to the first charge and a free trial as nothing due, preview equal to the invoice', async () => {
    const code = `SPRING${Date.now()}`;
    await h.stripe.coupons.create({
      id: code,
      percent_off: 25,
      duration: 'repeating',
      duration_in_months: 3,
    });
    const trial = `TRIAL${Date.now()}`;
    await h.stripe.coupons.create({
      id: trial,
      percent_off: 100,
      duration: 'once',
      metadata: { freeTrial: 'true' },
    });

    const valid = await h.get(null, 'billing/validateDiscountCode', { code });
    expect(valid.body).toEqual({
      success: true,
      code,
      coupon: { discountType: 'percent', discount: 25, durationMonths: 3, freeTrial: false },
    });
    const unknown = await h.get(null, 'billing/validateDiscountCode', { code: 'NOPE' });
    expect([unknown.status, unknown.error?.code]).toEqual([400, 'B005']);

    for (const [coupon, due] of [
      [code, 45],
      [trial, 0],
    ] as const) {
      const { coach } = await aCoachWithCard();
      const seen = await preview(coach, twoTeamsOnComplete(coupon));
      expect(seen.amountDue).toBe(due);
      const entity = (await subscribe(coach, twoTeamsOnComplete(coupon))).body.billingEntity;
      expect(entity.paid).toBe(true);
      const invoices = await invoicesOf(coach, entity.id);
      expect(invoices.map((invoice) => invoice.total)).toEqual([seen.amountDue]);
    }
  });

  it('matches a discount code in any letter case and answers it as Stripe spells it', async () => {
    const code = `Spring${Date.now()}`;
    await h.stripe.coupons.create({ id: code, percent_off: 25, duration: 'once' });
    for (const typed of [code.toLowerCase(), code.toUpperCase(), code]) {
      const valid = await h.get(null, 'billing/validateDiscountCode', { code: typed });
      expect([typed, valid.status, valid.body.code]).toEqual([typed, 200, code]);
    }
    const { coach } = await aCoachWithCard();
    expect((await preview(coach, twoTeamsOnComplete(code.toUpperCase()))).amountDue).toBe(45);
    const entity = (await subscribe(coach, twoTeamsOnComplete(code.toLowerCase()))).body.billingEntity;
    const [invoice] = await invoicesOf(coach, entity.id);
    expect(invoice!.total).toBe(45);
    expect(invoice!.lines.map((line) => line.description)).toContain(`Discount (${code})`);
  });

  it('says on each invoice line what it was for: the plans and seats of the period, the prorated change', async () => {
    const { coach } = await aCoachWithCard();
    const entity = (await subscribe(coach, twoTeamsOnComplete())).body.billingEntity;
    const updates = firstTeamChanged(entity, { plan: 'COLLEGIATE', addons: { COACHES: 1 } });
    expect((await h.post(coach, 'billing/updateBillingInfo', { entityId: entity.id, updates })).status).toBe(
      200,
    );
    const lines = (await invoicesOf(coach, entity.id)).map((invoice) =>
      invoice.lines.map((line) => [line.description, line.amount]),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        [['Monthly subscription: Complete × 2', 60]],
        [[`Prorated change: Collegiate +1, Complete −1, Additional coach +1`, expect.any(Number)]],
      ]),
    );
  });

  it('takes a coupon off every charge within its durationMonths, then charges the full price', async () => {
    const code = `THREE${Date.now()}`;
    await h.stripe.coupons.create({
      id: code,
      percent_off: 25,
      duration: 'repeating',
      duration_in_months: 3,
    });
    const { coach } = await aCoachWithCard();
    const entity = (await subscribe(coach, twoTeamsOnComplete(code))).body.billingEntity;
    const [customerId, subscriptionId] = (
      await h.db.query(
        `SELECT c.stripe_customer_id, e.stripe_subscription_id FROM billing_entities e
           JOIN billing_customers c ON c.user_id = e.owner_id WHERE e.id = $1`,
        [entity.id],
      )
    ).map((row: { stripe_customer_id: string; stripe_subscription_id: string }) => [
      row.stripe_customer_id,
      row.stripe_subscription_id,
    ])[0];
    const totals = [(await invoicesOf(coach, entity.id))[0]!.total];
    // Three renewals as Stripe's clock would make them; billing hears of each payment by its webhook event.
    for (let renewal = 0; renewal < 3; renewal++) {
      const invoice = await h.stripe.invoices.create({
        customer: customerId!,
        subscription: subscriptionId!,
      });
      const paid = await h.stripe.invoices.pay(invoice.id!);
      totals.push(paid.total / 100);
      const events = await h.stripe.events.list({ limit: 100 });
      const event = events.data.find(
        (candidate) =>
          candidate.type === 'invoice.payment_succeeded' &&
          (candidate.data.object as { id: string }).id === paid.id,
      );
      expect(await h.app.get(WebhooksService).apply(event!)).toBe('applied');
    }
    expect(totals).toEqual([45, 45, 45, 60]);
  });

  it('a declined card answers B001 with its message and stores nothing; no card is B012', async () => {
    const { coach, added } = await aCoachWithCard('4000000000000002');
    expect(added.status).toBe(402);
    expect(added.error).toMatchObject({ code: 'B001', message: 'Your card was declined.' });
    expect(messageForCode('B001')).toBe('Your card was declined.');
    const admin = await h.get(coach, 'billing/getAdminBilling');
    expect(admin.body.cards).toEqual([]);
    const refused = await subscribe(coach, twoTeamsOnComplete());
    expect([refused.status, refused.error?.code]).toEqual([402, 'B012']);
  });

  it('a lapsed payment makes the entity unpaid after the grace period, not before', async () => {
    const { coach } = await aCoachWithCard();
    const entity = (await subscribe(coach, twoTeamsOnComplete())).body.billingEntity;
    const expires = new Date(entity.paymentExpires);
    await h.lapses.check(new Date(expires.getTime() + PAYMENT_GRACE_PERIOD_MS - 60_000));
    expect((await h.events(PaidStateChangedSchema, entity.programId)).at(-1)!.paid).toBe(true);
    expect(
      await h.lapses.check(new Date(expires.getTime() + PAYMENT_GRACE_PERIOD_MS + 60_000)),
    ).toBeGreaterThan(0);
    const last = (await h.events(PaidStateChangedSchema, entity.programId)).at(-1)!;
    expect(last.paid).toBe(false);
    const admin = await h.get(coach, 'billing/getAdminBilling');
    expect(admin.body.entities[0]).toMatchObject({ paid: false });
  });

  it('disables and resumes renewal, triggers an invoice refresh, and has nothing to retry when all is paid', async () => {
    const { coach } = await aCoachWithCard();
    const entity = (await subscribe(coach, twoTeamsOnComplete())).body.billingEntity;
    const disabled = await h.post(coach, 'billing/disableSubscription', { entityId: entity.id });
    expect(disabled.body.billingEntity).toMatchObject({
      status: 'DISABLED',
      paid: true,
      nextPaymentDate: null,
    });
    const resumed = await h.post(coach, 'billing/resumeSubscription', { entityId: entity.id });
    expect(resumed.body.billingEntity).toMatchObject({ status: 'ACTIVE', paid: true });
    const triggered = await h.post(coach, 'billing/triggerInvoice', { programId: entity.programId });
    expect(triggered.body).toEqual({ message: 'Invoice triggered' });
    const retry = await h.post(coach, 'billing/retryPayment', { entityId: entity.id });
    expect([retry.status, retry.error?.code]).toEqual([500, 'B009']);
  });
});

import { BillingMailRequestedSchema, PaidStateChangedSchema } from '@chalktalk/contracts';
import { describeWithLocalStripe, waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { BillingHarness, WEBHOOK_SECRET } from './harness';

const h = new BillingHarness();
const signer = new Stripe('sk_test_signer');

/** Posts a raw body as Stripe would, signed by the SDK's own test helper (or with the header given). */
async function deliver(payload: string, header?: string) {
  const signature = header ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const res = await h.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json<{ received?: boolean; result?: string; error?: { code: string } }>(),
  };
}

/** A seeded shuffle (mulberry32), so a failure names its order. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

async function aCoachWithCard(card: string) {
  const coach = randomUUID();
  const added = await h.post(coach, 'billing/addPaymentMethod', { cardToken: await h.cardToken(card) });
  expect(added.status).toBe(200);
  return coach;
}

const settings = {
  name: 'Webhook Club',
  billingFrequency: 'MONTHLY',
  teams: [
    { name: 'Varsity', sport: 'BASKETBALL_HS', plan: 'COMPLETE', addons: {} },
    { name: 'JV', sport: 'BASKETBALL_HS', plan: 'BASIC', addons: { PLAYERS: 1 } },
  ],
};

/** What billing knows of an entity, without the row's id-like noise. */
async function stateOf(entityId: string) {
  const [entity] = await h.db.query(
    `SELECT payment_expires, last_payment, last_failed_invoice_at, last_paid_invoice_at, paid, status, period_start, period_end
       FROM billing_entities WHERE id = $1`,
    [entityId],
  );
  const invoices = await h.db.query(
    `SELECT id, status, total_cents, amount_paid_cents, date, lines FROM billing_invoices WHERE entity_id = $1 ORDER BY id`,
    [entityId],
  );
  return { entity, invoices };
}

/** Forgets everything billing heard about the entity (as if no webhook and no answer had arrived yet). */
async function forget(entityId: string, eventIds: string[]) {
  await h.db.query(
    `UPDATE billing_entities SET payment_expires = NULL, last_payment = NULL, last_failed_invoice_at = NULL,
       last_paid_invoice_at = NULL, paid = false, status = 'ACTIVE', period_start = NULL, period_end = NULL WHERE id = $1`,
    [entityId],
  );
  await h.db.query(`DELETE FROM billing_invoices WHERE entity_id = $1`, [entityId]);
  await h.db.query(`DELETE FROM billing_stripe_events WHERE id = ANY($1)`, [eventIds]);
}

describeWithLocalStripe('Stripe webhooks', (server) => {
  beforeAll(() => h.start('billing_webhooks', server()), 120_000);
  afterAll(() => h.stop());

  it('refuses a bad signature, a missing one, and a replay older than 300 s with B014, changing nothing', async () => {
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'invoice.paid',
      created: 1,
    });
    expect((await deliver(payload, 't=1,v1=deadbeef')).body.error?.code).toBe('B014');
    const wrongSecret = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(await deliver(payload, wrongSecret)).toMatchObject({
      status: 400,
      body: { error: { code: 'B014' } },
    });
    const old = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect((await deliver(payload, old)).status).toBe(400);
    const fresh = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 200,
    });
    expect((await deliver(payload, fresh)).body).toEqual({ received: true, result: 'ignored' });
    const missing = await h.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(
      await h.db.query(
        `SELECT id FROM billing_stripe_events WHERE type = 'invoice.paid' AND id LIKE 'evt_%-%'`,
      ),
    ).toHaveLength(1);
  });

  it('refuses a signature or an event dated more than 300 s ahead with B014, recording nothing', async () => {
    const now = Math.floor(Date.now() / 1000);
    const eventAt = (created: number) =>
      JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type: 'invoice.paid', created });
    const signedAt = (payload: string, timestamp: number) =>
      signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
    const recorded = async (payload: string) =>
      h.db.query(`SELECT id FROM billing_stripe_events WHERE id = $1`, [JSON.parse(payload).id]);

    const signedAnHourAhead = eventAt(now);
    expect(await deliver(signedAnHourAhead, signedAt(signedAnHourAhead, now + 3600))).toMatchObject({
      status: 400,
      body: { error: { code: 'B014' } },
    });
    const signedJustPastTheWindow = eventAt(now);
    expect(
      (await deliver(signedJustPastTheWindow, signedAt(signedJustPastTheWindow, now + 330))).status,
    ).toBe(400);
    const datedAnHourAhead = eventAt(now + 3600);
    expect(await deliver(datedAnHourAhead)).toMatchObject({ status: 400, body: { error: { code: 'B014' } } });
    for (const payload of [signedAnHourAhead, signedJustPastTheWindow, datedAnHourAhead])
      expect(await recorded(payload)).toHaveLength(0);

    // A sender clock a little ahead, within the tolerance, is still Stripe's.
    const slightlyAhead = eventAt(now + 60);
    expect((await deliver(slightlyAhead, signedAt(slightlyAhead, now + 200))).body).toEqual({
      received: true,
      result: 'ignored',
    });
    expect(await recorded(slightlyAhead)).toHaveLength(1);
  });

  it('gives the same result when every event arrives three times in shuffled order', async () => {
    // A first payment refused on one card (4000000000000341 attaches, then fails) and paid on retry with another.
    const coach = await aCoachWithCard('4000000000000341');
    const refused = await h.post(coach, 'teams/createProgramSubscription', { teamSettings: settings });
    expect([refused.status, refused.error?.code]).toEqual([402, 'B001']);
    const entity = (await h.get(coach, 'billing/getAdminBilling')).body.entities[0];
    expect(entity).toMatchObject({ paid: false, status: 'PAST_DUE' });
    await h.post(coach, 'billing/addPaymentMethod', { cardToken: await h.cardToken('4242424242424242') });
    const retried = await h.post(coach, 'billing/retryPayment', { entityId: entity.id });
    expect(retried.body.billingEntity).toMatchObject({ paid: true, status: 'ACTIVE' });

    // The events localstripe recorded for this customer, exactly as it serves them.
    const customer = (
      await h.db.query(`SELECT stripe_customer_id FROM billing_customers WHERE user_id = $1`, [coach])
    )[0].stripe_customer_id as string;
    const all = await h.stripe.events.list({ limit: 100 });
    const events = all.data
      .filter((event) => (event.data.object as { customer?: string }).customer === customer)
      .filter((event) => event.type.startsWith('invoice.') || event.type.startsWith('customer.subscription.'))
      .sort((a, b) => a.created - b.created);
    // localstripe records no invoice.payment_failed for a charge refused at subscription time (billing learns
    // that from the answer); the retry's success and the subscription's own events are here.
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'invoice.created',
        'invoice.payment_succeeded',
        'customer.subscription.created',
      ]),
    );
    const ids = events.map((event) => event.id);

    await forget(entity.id, ids);
    for (const event of events) expect((await deliver(JSON.stringify(event))).body.result).toBe('applied');
    const inOrder = await stateOf(entity.id);
    expect(inOrder.entity).toMatchObject({ paid: true, status: 'ACTIVE' });
    expect(inOrder.invoices.map((invoice: { status: string }) => invoice.status)).toEqual(['paid']);
    const paidAfterInOrder = (await h.events(PaidStateChangedSchema, entity.programId)).at(-1);

    for (const seed of [1, 2, 3]) {
      await forget(entity.id, ids);
      const triplicated = shuffled([...events, ...events, ...events], seed);
      const results = [];
      for (const event of triplicated) results.push((await deliver(JSON.stringify(event))).body.result);
      expect(results.filter((result) => result === 'applied')).toHaveLength(events.length);
      expect(results.filter((result) => result === 'duplicate')).toHaveLength(events.length * 2);
      expect(await stateOf(entity.id)).toEqual(inOrder);
      expect((await h.events(PaidStateChangedSchema, entity.programId)).at(-1)).toMatchObject({
        paid: paidAfterInOrder!.paid,
        plan: paidAfterInOrder!.plan,
      });
    }
  });

  it('mails the owner once per subscription when Stripe says the default card expires (customer.source.expiring)', async () => {
    const coach = await aCoachWithCard('4242424242424242');
    const created = await h.post(coach, 'teams/createProgramSubscription', { teamSettings: settings });
    expect(created.status).toBe(200);
    const { programId } = created.body.billingEntity;
    const [customer] = await h.db.query(
      `SELECT stripe_customer_id FROM billing_customers WHERE user_id = $1`,
      [coach],
    );
    const cards = (await h.get(coach, 'billing/getAdminBilling')).body.cards as { cardId: string }[];
    // localstripe never sends this event: it is Stripe's card object, signed by the SDK's own test helper.
    const expiring = (id: string, cardId: string) =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'customer.source.expiring',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: cardId,
            object: 'card',
            customer: customer.stripe_customer_id,
            brand: 'Visa',
            last4: '4242',
            exp_month: new Date().getUTCMonth() + 1,
            exp_year: new Date().getUTCFullYear(),
          },
        },
      });
    const mails = async () =>
      (await h.events(BillingMailRequestedSchema, programId)).filter((mail) => mail.kind === 'CARD_EXPIRING');

    const eventId = `evt_expiring_${randomUUID()}`;
    expect((await deliver(expiring(eventId, cards[0]!.cardId))).body.result).toBe('applied');
    expect(await mails()).toEqual([
      expect.objectContaining({
        kind: 'CARD_EXPIRING',
        ownerId: coach,
        email: `${coach}@example.com`,
        entityName: 'Webhook Club',
        path: `/profile/subscriptions/billing?e=${created.body.billingEntity.id}`,
      }),
    ]);
    // Redelivered: applied once.
    expect((await deliver(expiring(eventId, cards[0]!.cardId))).body.result).toBe('duplicate');
    // A card that is not the default pays nothing: no mail.
    const other = await h.post(coach, 'billing/addPaymentMethod', {
      cardToken: await h.cardToken('5555555555554444'),
    });
    expect(other.status).toBe(200);
    const old = cards[0]!.cardId;
    expect((await deliver(expiring(`evt_expiring_${randomUUID()}`, old))).body.result).toBe('ignored');
    expect(await mails()).toHaveLength(1);
  });

  it("takes localstripe's own signed deliveries to the webhook endpoint", async () => {
    await h.app.listen(0, '127.0.0.1');
    const port = (h.app.getHttpServer().address() as AddressInfo).port;
    const registered = await fetch(`${server().url}/_config/webhooks/billing`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ url: `http://127.0.0.1:${port}/webhooks/stripe`, secret: WEBHOOK_SECRET }),
    });
    expect(registered.status).toBe(200);
    const coach = await aCoachWithCard('4242424242424242');
    const created = await h.post(coach, 'teams/createProgramSubscription', { teamSettings: settings });
    expect(created.status).toBe(200);
    const subscription = (
      await h.db.query(`SELECT stripe_subscription_id FROM billing_entities WHERE id = $1`, [
        created.body.billingEntity.id,
      ])
    )[0].stripe_subscription_id as string;
    const events = await h.stripe.events.list({ limit: 100 });
    const paidEvent = events.data.find(
      (event) =>
        event.type === 'invoice.payment_succeeded' &&
        (event.data.object as { subscription?: string }).subscription === subscription,
    );
    expect(paidEvent).toBeDefined();
    // localstripe delivers a second after the change, signed with the secret it was given.
    await waitFor(
      async () =>
        (await h.db.query(`SELECT 1 FROM billing_stripe_events WHERE id = $1`, [paidEvent!.id])).length > 0
          ? true
          : undefined,
      { timeoutMs: 15_000, what: "localstripe's delivery" },
    );
  });
});

import type { ApiClient } from './api-client';
import { DEMO_PROGRAM } from './demo-accounts';

interface AdminBilling {
  entities: { programId: string | null; kind: string; paid: boolean; status: string }[];
  cards: unknown[];
  stripe: { publishableKey: string | null; jsUrl: string };
}

interface MyTeams {
  owned: { programId: string | null; paid: boolean }[];
}

/** localstripe serves its Stripe.js stand-in at <api>/js.stripe.com/v3/: its API is the part before. */
const LOCAL_STRIPE_JS = /\/js\.stripe\.com\/v3\/$/;

/** A card token as the browser's Stripe.js makes it (the 4242 test card), from localstripe with the publishable key. */
async function testCardToken(stripe: AdminBilling['stripe']): Promise<string | undefined> {
  if (!stripe.publishableKey || !LOCAL_STRIPE_JS.test(stripe.jsUrl)) return undefined;
  const res = await fetch(`${stripe.jsUrl.replace(LOCAL_STRIPE_JS, '')}/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: stripe.publishableKey,
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getUTCFullYear() + 5),
      'card[cvc]': '123',
    }),
  });
  if (!res.ok) return undefined;
  return ((await res.json()) as { id?: string }).id;
}

/** Whether billing already pays for this program (a second start of a demo paid through billing). */
export async function demoProgramPaidByBilling(
  api: ApiClient,
  token: string,
  programId: string,
): Promise<boolean> {
  const billing = await api.call<AdminBilling>('GET', 'billing/getAdminBilling', { token });
  return billing.ok && billing.body.entities.some((entity) => entity.programId === programId);
}

const DEMO_ADDRESS = {
  line1: '1 Demo Way',
  city: 'Boston',
  state: 'MA',
  postalCode: '02110',
  country: 'US',
};

/**
 * Personal Unlimited for the demo player, bought as a user buys it: the 4242 card, then
 * billing/addPersonalUnlimited, monthly (the player owns no paid team, so billing sells it: B011 otherwise).
 * False when it is already there, or without a local Stripe (nothing can be paid then, and a Personal Unlimited
 * without a payment would be a fake; the README says so).
 */
export async function seedDemoPersonalUnlimited(api: ApiClient, token: string): Promise<boolean> {
  const billing = await api.call<AdminBilling>('GET', 'billing/getAdminBilling', { token });
  if (!billing.ok) return false;
  if (
    billing.body.entities.some(
      (entity) => entity.kind === 'PERSONAL_UNLIMITED' && (entity.paid || entity.status === 'PAST_DUE'),
    )
  )
    return false;
  if (billing.body.cards.length === 0) {
    const cardToken = await testCardToken(billing.body.stripe).catch(() => undefined);
    if (!cardToken) return false;
    await api.expect('POST', 'billing/addPaymentMethod', {
      token,
      body: { cardToken, billingAddress: DEMO_ADDRESS },
    });
  }
  await api.expect('POST', 'billing/addPersonalUnlimited', {
    token,
    body: { settings: { billingFrequency: 'MONTHLY' } },
  });
  return true;
}

/**
 * The demo club bought like a coach buys it: the 4242 test card on the coach's billing details, then
 * teams/createProgramSubscription for the three teams on the demo plan, monthly, and a wait until teams has
 * applied billing's paid state. Undefined without a local Stripe (billing not set up): the caller then creates
 * the program the old way and marks it paid through the teams seed service.
 */
export async function seedDemoProgramThroughBilling(
  api: ApiClient,
  token: string,
): Promise<{ id: string; name: string } | undefined> {
  const billing = await api.call<AdminBilling>('GET', 'billing/getAdminBilling', { token });
  if (!billing.ok) return undefined;
  const cardToken = await testCardToken(billing.body.stripe).catch(() => undefined);
  if (!cardToken) return undefined;
  await api.expect('POST', 'billing/addPaymentMethod', {
    token,
    body: { cardToken, billingAddress: DEMO_ADDRESS },
  });
  const created = await api.expect<{ entity: { program: { id: string; name: string } } }>(
    'POST',
    'teams/createProgramSubscription',
    {
      token,
      body: {
        teamSettings: {
          name: DEMO_PROGRAM.name,
          billingFrequency: 'MONTHLY',
          teams: DEMO_PROGRAM.teams.map((team) => ({ ...team, plan: DEMO_PROGRAM.plan, addons: {} })),
        },
      },
    },
  );
  const program = created.entity.program;
  // Billing → teams is an event: the later seed steps (joins, schedules) need the teams active.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mine = await api.expect<MyTeams>('GET', 'teams/retrieveTeams', { token });
    const teams = mine.owned.filter((team) => team.programId === program.id);
    if (teams.length === DEMO_PROGRAM.teams.length && teams.every((team) => team.paid)) return program;
    if (Date.now() > deadline)
      throw new Error('demo seed: billing paid the demo club but teams did not hear of it');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

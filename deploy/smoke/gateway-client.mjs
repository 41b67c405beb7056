// The public API through the gateway of the distributed stack, as the browser calls it: shared by the smoke walk
// (deploy/smoke/smoke.mjs) and the chaos test (deploy/chaos/). Plain Node (fetch), no build step.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { solveBotChallenge } = require('@chalktalk/identity-service');
const { createNewPlay, richDocFromText } = require('@chalktalk/domain');

export { richDocFromText };

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The stack's addresses, as run-distributed.sh wrote them (.cache/run/distributed.env); the environment wins. */
export function stackEnv() {
  const file = join(ROOT, '.cache/run/distributed.env');
  const env = {};
  try {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = /^([A-Z_]+)=(.*)$/.exec(line);
      if (match) env[match[1]] = match[2].replace(/^"(.*)"$/, '$1');
    }
  } catch {
    throw new Error(
      `${file} is missing: start the stack first (make up, or RUN_DISTRIBUTED_DETACH=1 make up)`,
    );
  }
  return { ...env, ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k in env)) };
}

/** An answer that is not 200, with what the gateway said. */
export class CallError extends Error {
  constructor(method, path, status, body) {
    super(
      `${method} ${path} answered ${status}: ${typeof body === 'string' ? body.slice(0, 300) : JSON.stringify(body)}`,
    );
    this.status = status;
    this.body = body;
  }
}

export class GatewayClient {
  constructor(baseUrl, { timeoutMs = 30_000 } = {}) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.timeoutMs = timeoutMs;
  }

  /** One call; resolves { status, body } whatever the status (network errors reject). */
  async call(method, path, { body, token, query } = {}) {
    const headers = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const qs = query ? `?${new URLSearchParams(query)}` : '';
    const res = await fetch(`${this.baseUrl}/api/${path}${qs}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await res.text();
    let parsed = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text for the error
    }
    return { status: res.status, body: parsed };
  }

  /** One call that must answer 200. */
  async expect(method, path, opts = {}) {
    const { status, body } = await this.call(method, path, opts);
    if (status !== 200) throw new CallError(method, path, status, body);
    return body;
  }

  /** A new account through the bot check, as the sign-up page does. */
  async signUp(firstName = 'Smoke') {
    const challenge = await this.expect('GET', 'account/botChallenge');
    const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@smoke.chalktalk.test`;
    const session = await this.expect('POST', 'account/createAccount', {
      body: {
        email,
        password: 'a good smoke password',
        firstName,
        lastName: 'Tester',
        token: solveBotChallenge(challenge),
      },
    });
    return { ...session, email };
  }

  /**
   * A program with one team bought through billing: the 4242 test card tokenised by the local Stripe (what Stripe.js
   * does in the browser), added as the payment method, then teams/createProgramSubscription. Answers the program.
   */
  async buyTeam(token, { programName, teamName, sport = 'BASKETBALL_HS', plan = 'CLUB_COMPLETE' }) {
    const billing = await this.expect('GET', 'billing/getAdminBilling', { token });
    const { publishableKey, jsUrl } = billing.stripe;
    if (!publishableKey) throw new Error('billing has no Stripe publishable key: is localstripe configured?');
    const stripeApi = jsUrl.replace(/\/js\.stripe\.com\/v3\/$/, '');
    const tokenRes = await fetch(`${stripeApi}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: publishableKey,
        'card[number]': '4242424242424242',
        'card[exp_month]': '12',
        'card[exp_year]': String(new Date().getUTCFullYear() + 5),
        'card[cvc]': '123',
      }),
    });
    if (!tokenRes.ok)
      throw new Error(`localstripe refused the test card: ${tokenRes.status} ${await tokenRes.text()}`);
    const cardToken = (await tokenRes.json()).id;
    await this.expect('POST', 'billing/addPaymentMethod', {
      token,
      body: {
        cardToken,
        billingAddress: {
          line1: '1 Smoke Way',
          city: 'Boston',
          state: 'MA',
          postalCode: '02110',
          country: 'US',
        },
      },
    });
    const created = await this.expect('POST', 'teams/createProgramSubscription', {
      token,
      body: {
        teamSettings: {
          name: programName,
          billingFrequency: 'MONTHLY',
          teams: [{ name: teamName, sport, plan, addons: {} }],
        },
      },
    });
    return created.entity.program;
  }
}

/** A new play document (schema v10) as the designer saves it. */
export function newPlayDocument(name, sport = 'BASKETBALL_HS') {
  return JSON.parse(JSON.stringify(createNewPlay(sport, 'HALF_FIELD', { name })));
}

/** One game of schedule/createBulkEvents' eventDefs, 15:00–17:00 on `date` (YYYY-MM-DD). */
export function gameEvent(date, opponent, place) {
  return {
    eventType: 'GAME',
    date,
    startTime: '15:00',
    endTime: '17:00',
    opponent,
    location: { name: place },
  };
}

/** Polls `probe` until it answers something truthy; throws with `what` after `timeoutMs`. */
export async function waitFor(what, probe, { timeoutMs = 30_000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${last.message}` : ''}`,
      );
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

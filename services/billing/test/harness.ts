import { ServiceHarness, type TestLocalStripe } from '@chalktalk/platform/testing';
import { createTeamsApp, loadTeamsConfig } from '@chalktalk/teams-service';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createBillingApp } from '../src/app';
import { loadBillingConfig } from '../src/config';
import { LapseChecker } from '../src/subscriptions/lapse-checker';

type App = Awaited<ReturnType<typeof createBillingApp>>;

export const WEBHOOK_SECRET = 'whsec_billing_tests';

/**
 * billing on the platform's service harness against a real localstripe, with a real teams app listening on
 * loopback (for teams/createProgramSubscription); calls name their group and carry JSON query values.
 */
export class BillingHarness extends ServiceHarness<App> {
  teams!: App;
  /** The test's own Stripe client (as the Stripe dashboard would be): coupons, card tokens, inspection. */
  stripe!: Stripe;
  private localStripe!: TestLocalStripe;

  constructor() {
    super({ jsonQuery: true });
  }

  async start(
    database: string,
    localStripe: TestLocalStripe,
    settings: Record<string, string> = {},
  ): Promise<void> {
    this.localStripe = localStripe;
    await this.boot(async ({ env, tempDir }) => {
      this.teams = await createTeamsApp(
        loadTeamsConfig({
          ...env(`${database}_teams`),
          EVENT_BUS: 'inprocess',
          DATA_DIR: await tempDir('billing-teams-'),
        }),
      );
      this.onStop(() => this.teams.close());
      await this.teams.listen(0, '127.0.0.1');
      const teamsPort = (this.teams.getHttpServer().address() as AddressInfo).port;
      return createBillingApp(
        loadBillingConfig({
          ...env(database),
          EVENT_BUS: 'inprocess',
          STRIPE_SECRET_KEY: localStripe.secretKey,
          STRIPE_API_URL: localStripe.url,
          STRIPE_SERVER: 'localstripe',
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          TEAMS_URL: `http://127.0.0.1:${teamsPort}`,
          // The suite checks lapses itself (LapseChecker.check with a chosen clock).
          BILLING_LAPSE_CHECK_MS: '3600000',
          ...settings,
        }),
      );
    });
    const url = new URL(localStripe.url);
    this.stripe = new Stripe(localStripe.secretKey, {
      host: url.hostname,
      port: Number(url.port),
      protocol: 'http',
    });
  }

  get lapses(): LapseChecker {
    return this.app.get(LapseChecker);
  }

  protected override emailOf(userId: string): string {
    return `${userId}@example.com`;
  }

  /** A GET answered with something other than JSON (a PDF, a redirect): the raw reply. */
  async getRaw(userId: string | null, path: string, query: Record<string, string>) {
    return this.app.inject({
      method: 'GET',
      url: `/api/${path}?${new URLSearchParams(query).toString()}`,
      headers: userId ? { authorization: `Bearer ${await this.token(userId)}` } : {},
    });
  }

  /** A card token as Stripe.js (localstripe's stand-in) makes it in the browser, with the publishable key. */
  async cardToken(number: string): Promise<string> {
    const body = new URLSearchParams({
      key: 'pk_test_chalktalk',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getUTCFullYear() + 3),
      'card[cvc]': '123',
    });
    const res = await fetch(`${this.localStripe.url}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    const token = (await res.json()) as { id: string };
    return token.id;
  }
}

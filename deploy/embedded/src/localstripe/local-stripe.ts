import { createLogger } from '@chalktalk/platform';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config';

const logger = createLogger('embedded.localstripe');

/** What billing needs to reach a local Stripe (AppsOptions.stripe). */
export interface LocalStripeSettings {
  apiUrl: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** localstripe serves its Stripe.js stand-in here. */
  jsUrl: string;
}

/** Local development keys: localstripe accepts any sk_/pk_ key; nothing here reaches Stripe. */
export const LOCAL_STRIPE_KEYS = {
  secretKey: 'sk_test_chalktalk_local',
  publishableKey: 'pk_test_chalktalk_local',
  webhookSecret: 'whsec_chalktalk_local',
};

export const localStripePython = (): string =>
  process.env.LOCALSTRIPE_PYTHON ?? join(REPO_ROOT, '.cache/localstripe/bin/python');

/**
 * localstripe as a child of the embedded runner (deploy/infra/localstripe/start-localstripe.sh), its objects kept
 * in DATA_DIR/localstripe.pickle across restarts. Missing venv: the product runs without payments (billing calls
 * answer B004) and says how to install it.
 */
export class LocalStripe {
  private child: ChildProcess | undefined;

  constructor(private readonly opts: { port: number; stateFile: string }) {}

  get settings(): LocalStripeSettings {
    const apiUrl = `http://127.0.0.1:${this.opts.port}`;
    return { apiUrl, ...LOCAL_STRIPE_KEYS, jsUrl: `${apiUrl}/js.stripe.com/v3/` };
  }

  /** Starts it and waits until it answers; undefined when localstripe is not installed. */
  async start(): Promise<LocalStripeSettings | undefined> {
    const python = localStripePython();
    if (!existsSync(python)) {
      logger.warn(
        { python },
        'localstripe missing: billing runs without payments (deploy/scripts/install-localstripe.sh)',
      );
      return undefined;
    }
    let stderr = '';
    const child = spawn(
      'bash',
      [join(REPO_ROOT, 'deploy/infra/localstripe/start-localstripe.sh'), `${this.opts.port}`],
      {
        env: { ...process.env, LOCALSTRIPE_PYTHON: python, LOCALSTRIPE_STATE: this.opts.stateFile },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    this.child = child;
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    const { apiUrl, secretKey } = this.settings;
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`localstripe exited: ${stderr}`);
      const ok = await fetch(`${apiUrl}/v1/balance`, { headers: { authorization: `Bearer ${secretKey}` } })
        .then((res) => res.ok)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > deadline) {
        this.stopSync();
        throw new Error(`localstripe did not answer on ${apiUrl}: ${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return this.settings;
  }

  stopSync(): void {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null)
      this.child.kill('SIGTERM');
  }
}

/** Tells localstripe where to post its signed events (billing's own address: the gateway re-encodes bodies). */
export async function registerLocalStripeWebhook(
  settings: LocalStripeSettings,
  billingUrl: string,
): Promise<void> {
  const res = await fetch(`${settings.apiUrl}/_config/webhooks/chalktalk`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ url: `${billingUrl}/webhooks/stripe`, secret: settings.webhookSecret }),
  });
  if (!res.ok) throw new Error(`localstripe refused the webhook: ${res.status}`);
}

/** billing's Stripe settings for a local Stripe. */
export function billingStripeEnv(settings: LocalStripeSettings | undefined): Record<string, string> {
  if (!settings) return {};
  return {
    STRIPE_SERVER: 'localstripe',
    STRIPE_API_URL: settings.apiUrl,
    STRIPE_SECRET_KEY: settings.secretKey,
    STRIPE_PUBLISHABLE_KEY: settings.publishableKey,
    STRIPE_WEBHOOK_SECRET: settings.webhookSecret,
    STRIPE_JS_URL: settings.jsUrl,
    // Test clocks (billing/advanceTestClock): localstripe has no clock of its own; only ever with a local Stripe.
    BILLING_TEST_CLOCKS: 'true',
  };
}

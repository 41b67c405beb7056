import { solveBotChallenge, type BotChallenge } from '@chalktalk/identity-service';
import type { TestLocalStripe } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { request } from 'undici';

export interface Answer<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
}

export interface ErrorBody {
  error: { code: string; message: string; details?: { path: string; message: string }[]; ref: string };
}

/** Calls the public API over real HTTP, as the browser does. */
export async function call<T = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  opts: { json?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.json !== undefined || opts.raw !== undefined) headers['content-type'] ??= 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const response = await request(`${baseUrl}${path}`, {
    method,
    headers,
    body: opts.raw ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json)),
  });
  const text = await response.body.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (static files): keep the text
  }
  return { status: response.statusCode, headers: response.headers, body: body as T };
}

export interface SignedUp {
  user: { id: string; email: string };
  accessToken: string;
}

let counter = 0;

export async function signUp(baseUrl: string, firstName = 'Coach'): Promise<SignedUp> {
  counter += 1;
  const challenge = await call<BotChallenge>(baseUrl, 'GET', '/api/account/botChallenge');
  const created = await call<SignedUp>(baseUrl, 'POST', '/api/account/createAccount', {
    json: {
      email: `${firstName.toLowerCase()}${counter}-${randomUUID().slice(0, 6)}@example.test`,
      password: 'a good password',
      firstName,
      lastName: 'Tester',
      token: solveBotChallenge(challenge.body),
    },
  });
  if (created.status !== 200) throw new Error(`signUp failed: ${JSON.stringify(created.body)}`);
  return created.body;
}

/** A card token as localstripe's Stripe.js stand-in makes it in the browser. */
export async function cardToken(stripe: TestLocalStripe, number: string): Promise<string> {
  const res = await fetch(`${stripe.url}/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: 'pk_test_chalktalk_local',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getUTCFullYear() + 2),
      'card[cvc]': '123',
    }),
  });
  return ((await res.json()) as { id: string }).id;
}

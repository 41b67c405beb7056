import { expect, type APIRequestContext } from '@playwright/test';
import type { Credentials } from './accounts';

/** Signs an account in through the API: its access token, for set-up calls a spec makes besides the browser. */
export async function apiToken(request: APIRequestContext, account: Credentials): Promise<string> {
  const answer = await request.post('/api/account/login', { data: account });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

/** One /api call as that token: POST with a body, GET without; any non-2xx fails the test with the answer. */
export async function call<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const answer = data
    ? await request.post(`/api/${path}`, { headers, data })
    : await request.get(`/api/${path}`, { headers });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

import type { BotChallenge } from '../../src/bot-check/bot-challenge';
import { solveBotChallenge } from '../../src/bot-check/bot-challenge';

interface InjectResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The raw answer text. */
  body: string;
  json<T = unknown>(): T;
}

export interface Injectable {
  inject(opts: {
    method: 'GET' | 'POST';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }): Promise<InjectResponse>;
}

export interface SessionBody {
  user: { id: string; email: string; firstName: string; lastName: string };
  accessToken: string;
  expiresIn: number;
}

export interface ErrorBody {
  error: { code: string; message: string; details?: { path: string; message: string }[] };
}

/** Drives identity over HTTP the way the browser does (bot check, cookie jar of one cookie). */
export class IdentityClient {
  constructor(private readonly app: Injectable) {}

  async botToken(): Promise<string> {
    const res = await this.app.inject({ method: 'GET', url: '/api/account/botChallenge' });
    return solveBotChallenge(res.json<BotChallenge>());
  }

  async createAccount(input: Record<string, unknown>, token?: string) {
    return this.app.inject({
      method: 'POST',
      url: '/api/account/createAccount',
      payload: { ...input, token: token ?? (await this.botToken()) },
    });
  }

  login(email: string, password: string, headers: Record<string, string> = {}) {
    return this.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password },
      headers,
    });
  }

  refresh(cookie: string | undefined) {
    return this.app.inject({
      method: 'POST',
      url: '/api/account/refresh',
      headers: cookie ? { cookie } : {},
    });
  }

  logout(cookie: string) {
    return this.app.inject({ method: 'POST', url: '/api/account/logout', headers: { cookie } });
  }

  /** POST /api/account/<call> as the browser sends it: bearer token, refresh cookie, the address the edge saw. */
  post(call: string, payload: unknown, opts: { token?: string; cookie?: string; ip?: string } = {}) {
    return this.app.inject({
      method: 'POST',
      url: `/api/account/${call}`,
      payload,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
      },
    });
  }

  profile(accessToken?: string) {
    return this.app.inject({
      method: 'GET',
      url: '/api/account/getProfile',
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    });
  }
}

/** The `name=value` part of the refresh cookie a response set, ready to send back. */
export function refreshCookieOf(res: InjectResponse): string {
  const header = res.headers['set-cookie'];
  const value = Array.isArray(header) ? header[0] : String(header);
  return value.split(';')[0]!;
}

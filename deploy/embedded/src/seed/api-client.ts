import { request } from 'undici';

export interface ApiError {
  code: string;
  message: string;
}

export type ApiResult<T> = { ok: true; body: T } | { ok: false; status: number; error: ApiError };

/** A minimal client for the public API, used by the seed exactly as the browser would call it. */
export class ApiClient {
  constructor(private readonly baseUrl: string) {}

  async call<T>(
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; token?: string } = {},
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {};
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const response = await request(`${this.baseUrl}/api/${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const body = (await response.body.json()) as T & { error?: ApiError };
    if (response.statusCode === 200) return { ok: true, body };
    return {
      ok: false,
      status: response.statusCode,
      error: body.error ?? { code: 'G999', message: 'no error body' },
    };
  }

  async expect<T>(
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; token?: string } = {},
  ): Promise<T> {
    const result = await this.call<T>(method, path, opts);
    if (!result.ok)
      throw new Error(
        `${method} ${path} failed: ${result.status} ${result.error.code} ${result.error.message}`,
      );
    return result.body;
  }
}

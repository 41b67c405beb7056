export interface ApiError {
  code: string;
  message: string;
}

export type ApiResult<T> = { ok: true; body: T } | { ok: false; status: number; error: ApiError };

/** What the client needs of the gateway's Nest app: Fastify's inject (a request through the whole HTTP stack). */
export interface InjectableGateway {
  inject(request: {
    method: 'GET' | 'POST';
    url: string;
    headers: Record<string, string>;
    payload?: string;
  }): Promise<{ statusCode: number; json(): unknown }>;
}

/**
 * A minimal client for the public API, used by the seed exactly as the browser would call it, except that the
 * request is injected into the gateway instead of sent over a socket: the seed runs before the gateway listens.
 */
export class ApiClient {
  constructor(private readonly gateway: InjectableGateway) {}

  async call<T>(
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; token?: string } = {},
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {};
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const response = await this.gateway.inject({
      method,
      url: `/api/${path}`,
      headers,
      payload: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const body = response.json() as T & { error?: ApiError };
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

import { SAVE_CONFLICT_MESSAGES } from '@chalktalk/domain';

/** A tiny server double: answers by "METHOD path" and records every request it saw. */
export interface MockReply {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON, for unparsable replies. */
  text?: string;
  /** Answer headers besides the content type (Retry-After, say). */
  headers?: Record<string, string>;
}

type Handler = (request: { body: unknown; url: URL; headers: Headers }) => MockReply | Promise<MockReply>;

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

export function mockApi(handlers: Record<string, Handler | MockReply>) {
  const seen: SeenRequest[] = [];
  const fetchMock = jest.fn(async (input: Request) => {
    const url = new URL(input.url);
    const text = await input.text();
    const body = text ? JSON.parse(text) : undefined;
    const key = `${input.method} ${url.pathname}`;
    seen.push({ method: input.method, path: url.pathname, body, headers: input.headers });
    const handler = handlers[key];
    if (!handler) throw new TypeError('Failed to fetch');
    const reply =
      typeof handler === 'function' ? await handler({ body, url, headers: input.headers }) : handler;
    if (reply.text !== undefined) {
      return new Response(reply.text, { status: reply.status ?? 200, headers: reply.headers });
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { seen, fetchMock, calls: (key: string) => seen.filter((r) => `${r.method} ${r.path}` === key) };
}

export const errorReply = (status: number, code: string, message: string): MockReply => ({
  status,
  body: { error: { code, message, ref: 'ref12345' } },
});

/** A save refused because the server holds another version (G010), naming that version. */
export const conflictReply = (version: number): MockReply => ({
  status: 409,
  body: {
    error: {
      code: 'G010',
      message: SAVE_CONFLICT_MESSAGES.changedElsewhere,
      details: { version },
      ref: 'ref12345',
    },
  },
});

/** A G001 answer naming one field, as the services' input checks send it. */
export const fieldRefusal = (path: string, message: string): MockReply => ({
  status: 400,
  body: {
    error: {
      code: 'G001',
      message: 'The request was invalid.',
      details: [{ path, message }],
      ref: 'ref12345',
    },
  },
});

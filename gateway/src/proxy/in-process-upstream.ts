import type { InProcessEntry } from '@chalktalk/platform';
import type { UpstreamRequest, UpstreamResponse } from './upstream-messages';

/**
 * A service app running in the gateway's own process (the embedded runner), built by createServiceApp: the
 * gateway calls it through its Fastify router (the platform's in-process entry), which runs the app's whole
 * request path (hooks, guard, pipes, filter, serialisation) without a second HTTP request object or a socket.
 */
export type InProcessService = object;

/** Service apps the gateway reaches in-process, by the base URL the routing table resolves to. */
export type InProcessServices = ReadonlyMap<string, InProcessService>;

export const IN_PROCESS_SERVICES = Symbol('IN_PROCESS_SERVICES');

/** Why an in-process call failed without an answer (the app is closed, or too slow). */
export class InProcessCallFailed extends Error {
  constructor(
    readonly reason: 'unreachable' | 'timeout',
    options?: { cause: unknown },
  ) {
    super(`in-process service ${reason}`, options);
  }
}

/**
 * One proxied call answered by an app in this process. The service sees the request exactly as over HTTP (same
 * method, path, query, forwarded headers and body; the peer address is loopback, as it is over the loopback
 * socket), so its access rules, request id and trace handling do not change; what is saved is the socket, the
 * HTTP parsing on both sides, undici and a second set of Node HTTP objects. The body comes back whole, not
 * streamed (fine for the JSON calls and the render files of a development machine).
 */
export async function callInProcess(
  service: InProcessEntry,
  req: UpstreamRequest,
  timeoutMs: number,
): Promise<UpstreamResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new InProcessCallFailed('timeout')), timeoutMs);
  });
  try {
    const answer = await Promise.race([
      service
        .call({
          method: req.method,
          url: req.path,
          headers: req.headers,
          ...(req.body === undefined ? {} : { payload: req.body }),
          authority: hostOf(req.baseUrl),
          remoteAddress: '127.0.0.1',
        })
        .catch((error: unknown) => {
          // A closed app (InProcessAppClosedError) or a call that broke without an answer, as a refused socket.
          throw new InProcessCallFailed('unreachable', { cause: error });
        }),
      timeout,
    ]);
    return { statusCode: answer.statusCode, headers: stringHeaders(answer.headers), body: answer.rawPayload };
  } finally {
    clearTimeout(timer);
  }
}

/** The Host header an HTTP client would send to this base URL. */
function hostOf(baseUrl: string): string {
  return baseUrl.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
}

function stringHeaders(
  headers: Record<string, string | string[] | number | undefined>,
): UpstreamResponse['headers'] {
  const out: UpstreamResponse['headers'] = {};
  for (const [name, value] of Object.entries(headers))
    out[name] = typeof value === 'number' ? String(value) : value;
  return out;
}

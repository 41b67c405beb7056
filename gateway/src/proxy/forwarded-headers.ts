import { newTraceparent, randomHex } from '@chalktalk/platform';

export type HeaderMap = Record<string, string | string[] | undefined>;

/** Connection-scoped headers (RFC 9110 section 7.6.1) never cross a proxy. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Request headers the services need; everything else stays at the edge. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'cookie',
  'user-agent',
  'tracestate',
  'if-none-match',
  'if-modified-since',
];

const TRACEPARENT = /^([\da-f]{2})-([\da-f]{32})-([\da-f]{16})-([\da-f]{2})$/;

/** The same trace, a new span id for the hop from the gateway to the service. */
export function childTraceparent(parent: string): string {
  const match = TRACEPARENT.exec(parent);
  if (!match) return newTraceparent();
  return `${match[1]}-${match[2]}-${randomHex(8)}-${match[4]}`;
}

export interface ForwardContext {
  requestId: string;
  traceparent: string;
  clientAddress: string;
  protocol: string;
  host: string | undefined;
}

export function upstreamRequestHeaders(incoming: HeaderMap, ctx: ForwardContext): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = incoming[name];
    if (value !== undefined)
      headers[name] = Array.isArray(value) ? value.join(name === 'cookie' ? '; ' : ', ') : value;
  }
  const priorChain = incoming['x-forwarded-for'];
  const chain = Array.isArray(priorChain) ? priorChain.join(', ') : priorChain;
  headers['x-forwarded-for'] = chain ? `${chain}, ${ctx.clientAddress}` : ctx.clientAddress;
  headers['x-forwarded-proto'] = ctx.protocol;
  if (ctx.host) headers['x-forwarded-host'] = ctx.host;
  headers['x-request-id'] = ctx.requestId;
  headers['traceparent'] = childTraceparent(ctx.traceparent);
  return headers;
}

/** Response headers copied back to the browser (set-cookie keeps every value). */
export function downstreamResponseHeaders(upstream: HeaderMap): HeaderMap {
  const headers: HeaderMap = {};
  for (const [name, value] of Object.entries(upstream)) {
    const lower = name.toLowerCase();
    // The gateway's own x-request-id is already set; content-length is recomputed for the streamed body.
    if (
      value === undefined ||
      HOP_BY_HOP.has(lower) ||
      lower === 'x-request-id' ||
      lower === 'content-length'
    ) {
      continue;
    }
    headers[lower] = value;
  }
  return headers;
}

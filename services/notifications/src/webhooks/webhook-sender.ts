import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Addresses an endpoint may not reach (SSRF): this host, private networks, link-local, carrier NAT, multicast. */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['::ffff:0:0', 96],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6');

export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  return family === 0 || INTERNAL.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export interface SendResult {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** Resolves like Node, but refuses a name whose address is internal; the connection uses the checked address. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: false }, (error, address, family) => {
    if (error) return callback(error, '', 0);
    if (isInternalAddress(address as string))
      return callback(new Error(`${hostname} resolves to an internal address`), '', 0);
    callback(null, address as string, family);
  });
};

/**
 * POSTs one signed delivery. Redirects are not followed (the answer's status is the result); the answer body is
 * read and dropped. A trusted origin (the dev receiver, tests) may be http:// and internal; every other URL must
 * reach a public address, checked at connect time so DNS cannot point a registered name inside later.
 */
export function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; trusted: boolean },
): Promise<SendResult> {
  const started = performance.now();
  const done = (statusCode: number | null, error: string | null): SendResult => ({
    statusCode,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve(done(null, 'invalid URL'));
      return;
    }
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (!options.trusted && (target.protocol !== 'https:' || (isIP(literal) && isInternalAddress(literal)))) {
      resolve(done(null, 'refused: not a public https address'));
      return;
    }
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Chalktalk-Webhooks/1',
        },
        timeout: options.timeoutMs,
        ...(options.trusted ? {} : { lookup: publicLookup }),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(done(response.statusCode ?? null, null)));
        response.on('error', (error) => resolve(done(response.statusCode ?? null, error.message)));
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    request.on('error', (error) => resolve(done(null, error.message)));
    request.end(body);
  });
}

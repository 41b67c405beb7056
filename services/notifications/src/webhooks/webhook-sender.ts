import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '@chalktalk/platform';

export interface SendResult {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** Resolves like Node, but refuses a name whose address is internal; the connection uses the checked address. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: false }, (error, address, family) => {
    if (error) return callback(error, '', 0);
    if (!isPublicAddress(address as string))
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
    if (!options.trusted && (target.protocol !== 'https:' || (isIP(literal) && !isPublicAddress(literal)))) {
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

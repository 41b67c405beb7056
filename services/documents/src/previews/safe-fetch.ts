import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress } from '@chalktalk/platform';

export interface SafeFetchOptions {
  /** Bytes read at most; the rest of the body is never read (the connection is closed). */
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
  /**
   * Tests only: `host:port` origins exempt from the address rule (the local test server). Every other origin,
   * including other ports of the same host, is still checked.
   */
  testOrigins: readonly string[];
  accept: string;
  /** Resolver (tests replace it to point public names at chosen addresses). */
  resolve?: (hostname: string) => Promise<string[]>;
}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
  /** True when the body was cut at maxBytes. */
  truncated: boolean;
}

/** Why a fetch was refused or failed; the preview then answers empty (or a video card from its id). */
export class FetchRefused extends Error {
  constructor(
    readonly reason: 'scheme' | 'address' | 'dns' | 'redirects' | 'timeout' | 'network' | 'status',
    message: string,
  ) {
    super(message);
    this.name = 'FetchRefused';
  }
}

export const FETCH_DEFAULTS: Omit<SafeFetchOptions, 'testOrigins'> = {
  maxBytes: 1024 * 1024,
  timeoutMs: 5000,
  maxRedirects: 5,
  accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.5',
};

const defaultResolve = async (hostname: string): Promise<string[]> =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Fetches an address a user typed without letting them reach the inside of our network (SSRF): only http and
 * https; the host name is resolved here and EVERY address it resolves to must be public, and the connection is
 * then made to that checked address (a pinned lookup, so DNS rebinding between check and connect cannot swap it);
 * redirects are followed by hand and each hop is checked the same way; the body is capped at maxBytes and the
 * whole fetch at timeoutMs.
 */
export async function safeFetch(input: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const deadline = Date.now() + options.timeoutMs;
  let url = input;
  for (let hop = 0; hop <= options.maxRedirects; hop++) {
    const target = parseTarget(url);
    const address = await checkedAddress(target, options, deadline);
    const response = await requestOnce(target, address, options, deadline);
    const location = response.headers.location;
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
      response.destroy();
      url = new URL(location, target).toString();
      continue;
    }
    return readBody(url, response, options, deadline);
  }
  throw new FetchRefused('redirects', `more than ${options.maxRedirects} redirects`);
}

function parseTarget(url: string): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new FetchRefused('scheme', 'not an address');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new FetchRefused('scheme', `${target.protocol} is not http or https`);
  if (target.username || target.password)
    throw new FetchRefused('scheme', 'addresses with credentials are refused');
  return target;
}

async function checkedAddress(target: URL, options: SafeFetchOptions, deadline: number): Promise<string> {
  const bare = target.hostname.replace(/^\[|\]$/g, '');
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  const exempt = options.testOrigins.includes(`${bare}:${port}`);
  let addresses: string[];
  if (isIP(bare)) addresses = [bare];
  else {
    try {
      addresses = await withDeadline((options.resolve ?? defaultResolve)(bare), deadline);
    } catch (error) {
      if (error instanceof FetchRefused) throw error;
      throw new FetchRefused('dns', `${bare} does not resolve`);
    }
  }
  if (addresses.length === 0) throw new FetchRefused('dns', `${bare} does not resolve`);
  // All of them: a name with one public and one private address would otherwise be a coin toss.
  if (!exempt && !addresses.every(isPublicAddress))
    throw new FetchRefused('address', `${bare} resolves to an address that is not public`);
  return addresses[0]!;
}

function requestOnce(
  target: URL,
  address: string,
  options: SafeFetchOptions,
  deadline: number,
): Promise<IncomingMessage> {
  const family = isIP(address);
  // The connection goes to the address checked above, whatever DNS answers now.
  const lookup: LookupFunction = (_hostname, opts, callback) => {
    if ((opts as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new FetchRefused('timeout', 'took longer than allowed'));
    const req = send(
      target,
      {
        method: 'GET',
        lookup,
        headers: {
          accept: options.accept,
          'user-agent': 'ChalktalkPreview/1.0 (+link previews)',
          'accept-encoding': 'identity',
        },
        timeout: remaining,
      },
      (res) => {
        clearTimeout(timer);
        resolve(res);
      },
    );
    const timer = setTimeout(
      () => req.destroy(new FetchRefused('timeout', 'took longer than allowed')),
      remaining,
    );
    req.on('timeout', () => req.destroy(new FetchRefused('timeout', 'took longer than allowed')));
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof FetchRefused ? error : new FetchRefused('network', error.message));
    });
    req.end();
  });
}

function readBody(
  url: string,
  res: IncomingMessage,
  options: SafeFetchOptions,
  deadline: number,
): Promise<FetchedPage> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (truncated: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({
        url,
        status: res.statusCode ?? 0,
        contentType: String(res.headers['content-type'] ?? ''),
        body: Buffer.concat(chunks),
        truncated,
      });
    };
    const fail = (error: FetchRefused) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      res.destroy();
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new FetchRefused('timeout', 'took longer than allowed')),
      Math.max(0, deadline - Date.now()),
    );
    res.on('data', (chunk: Buffer) => {
      if (done) return;
      const room = options.maxBytes - size;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      size += Math.min(chunk.length, room);
      if (size >= options.maxBytes) {
        // An endless body stops here: what was read is kept, the connection is closed.
        finish(true);
        res.destroy();
      }
    });
    res.on('end', () => finish(false));
    res.on('error', (error) => fail(new FetchRefused('network', error.message)));
    res.on('aborted', () => fail(new FetchRefused('network', 'connection closed')));
  });
}

async function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new FetchRefused('timeout', 'took longer than allowed')),
      Math.max(0, deadline - Date.now()),
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

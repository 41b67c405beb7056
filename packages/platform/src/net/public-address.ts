import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** What kind of address an IP literal is, in words a person can act on; null for a public unicast address. */
const RANGE_WORDS: Record<string, string> = {
  loopback: 'this machine (loopback)',
  private: 'a private network address',
  uniqueLocal: 'a private network address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  multicast: 'a multicast address',
};

/**
 * Why an address is not a public one, or null when it is. Only public unicast addresses pass: loopback, private
 * (RFC 1918, unique local), link-local (which holds the cloud metadata endpoint 169.254.169.254; fd00:ec2::254
 * sits in unique local), carrier-grade NAT (Alibaba's 100.100.100.200), multicast, reserved, unspecified and the
 * IPv6 translation ranges that can smuggle an IPv4 address are all refused. IPv4-mapped IPv6 is judged as its
 * IPv4. The one address rule for every fetch or send to an address a user typed (SSRF).
 */
export function nonPublicReason(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (range === 'unicast') return null;
  return RANGE_WORDS[range] ?? 'a reserved address';
}

export function isPublicAddress(address: string): boolean {
  return nonPublicReason(address) === null;
}

export type HostResolver = (hostname: string) => Promise<string[]>;

/** How long nonPublicHostReason waits for DNS. */
const RESOLVE_TIMEOUT_MS = 3000;

const resolveAll: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Why the host of a URL is inside a network rather than on the internet, or null when it is not: an internal IP
 * literal, a localhost name, or a name any of whose addresses is internal. For a check when an address is
 * registered, so a person hears why at once rather than at every later send. A name that does not resolve (yet)
 * passes: its DNS may be set up later, and the send checks the address it connects to anyway.
 */
export async function nonPublicHostReason(
  url: URL,
  resolve: HostResolver = resolveAll,
  timeoutMs = RESOLVE_TIMEOUT_MS,
): Promise<string | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) {
    const reason = nonPublicReason(host);
    return reason && `${host} is ${reason}`;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return `${host} is this machine (loopback)`;
  let addresses: string[];
  let timer: NodeJS.Timeout | undefined;
  try {
    // A resolver that hangs would hold the caller's request; unanswered is treated like not resolving yet.
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer in time')), timeoutMs);
    });
    addresses = await Promise.race([resolve(host), late]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
  for (const address of addresses) {
    const reason = nonPublicReason(address);
    if (reason) return `${host} resolves to ${address}, ${reason}`;
  }
  return null;
}

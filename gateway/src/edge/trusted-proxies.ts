import type { FastifyRequest } from 'fastify';
import { BlockList, isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';

/** An address (`10.0.0.7`, `::1`) or a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
export function isAddressOrRange(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** The peers whose X-Forwarded-Proto is believed (the ingress controller, a TLS-terminating load balancer). */
export function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function isTrustedPeer(address: string | undefined, trusted: BlockList): boolean {
  if (!address) return false;
  // A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d.
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const family = isIP(plain);
  return family !== 0 && trusted.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether the browser reached us over https: TLS on this socket, or a trusted proxy in front saying so in
 * X-Forwarded-Proto (its first value: the hop nearest the browser). Anyone else's X-Forwarded-Proto is ignored.
 */
export function cameOverHttps(req: FastifyRequest, trusted: BlockList): boolean {
  if ((req.raw.socket as Partial<TLSSocket>).encrypted) return true;
  if (!isTrustedPeer(req.raw.socket.remoteAddress, trusted)) return false;
  const header = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

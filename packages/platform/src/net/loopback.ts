import { isIP } from 'node:net';

/** The host name of a Host header value (`name`, `name:port`, `[v6]`, `[v6]:port`), lower-cased, no trailing dot. */
export function hostnameOf(hostHeader: string): string {
  const value = hostHeader.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end === -1 ? value : value.slice(1, end);
  }
  const colon = value.indexOf(':');
  // More than one colon without brackets is a bare IPv6 address (as in a listen address), not name:port.
  const name = colon !== -1 && value.indexOf(':', colon + 1) === -1 ? value.slice(0, colon) : value;
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/**
 * True for addresses and names that only this machine can reach: 127.0.0.0/8, ::1 (also as ::ffff:127.x.x.x),
 * `localhost` and `*.localhost` (RFC 6761: resolved to loopback by browsers and resolvers, never by DNS).
 * Accepts a listen address (HOST) or a Host header value. 0.0.0.0 and :: are every interface, so not loopback.
 */
export function isLoopback(hostOrAddress: string): boolean {
  const name = hostnameOf(hostOrAddress);
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const v4 = name.startsWith('::ffff:') ? name.slice('::ffff:'.length) : name;
  if (isIP(v4) === 4) return v4.split('.')[0] === '127';
  if (isIP(name) === 6) return /^(0{0,4}:){2,7}0{0,3}1$/.test(name) || name === '::1';
  return false;
}

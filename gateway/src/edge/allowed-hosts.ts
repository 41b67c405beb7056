import { AppError } from '@chalktalk/domain';
import { hostnameOf } from '@chalktalk/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The embedded product's names: this machine only, on any port. */
export const DEFAULT_ALLOWED_HOSTS: readonly string[] = ['localhost', '*.localhost', '127.0.0.1', '[::1]'];

interface HostPattern {
  /** Host name without brackets; for a wildcard, the suffix after `*.`. */
  name: string;
  wildcard: boolean;
  port: string | undefined;
}

function portOf(hostHeader: string): string | undefined {
  const value = hostHeader.trim();
  const afterName = value.startsWith('[') ? value.slice(value.indexOf(']') + 1) : value;
  if (!value.startsWith('[') && afterName.indexOf(':') !== afterName.lastIndexOf(':')) return undefined;
  const colon = afterName.lastIndexOf(':');
  return colon === -1 ? undefined : afterName.slice(colon + 1);
}

/** `name`, `name:port`, `*.domain`, `*.domain:port`, `[v6]`, `[v6]:port`. */
export function parseHostPattern(entry: string): HostPattern {
  const wildcard = entry.startsWith('*.');
  const rest = wildcard ? entry.slice(2) : entry;
  return { name: hostnameOf(rest), wildcard, port: portOf(rest) };
}

/**
 * Whether a Host header names this site. DNS rebinding points an attacker's name at our address, so the browser
 * sends the attacker's name: checking the name is the protection. A pattern without a port matches any port
 * (the port is our own listener's); `*.domain` matches the subdomains of domain, not domain itself.
 */
export function hostMatcher(patterns: readonly string[]): (hostHeader: string | undefined) => boolean {
  const parsed = patterns.map(parseHostPattern);
  return (hostHeader) => {
    if (!hostHeader) return false;
    const name = hostnameOf(hostHeader);
    const port = portOf(hostHeader);
    return parsed.some(
      (pattern) =>
        (pattern.wildcard ? name.endsWith(`.${pattern.name}`) : name === pattern.name) &&
        (pattern.port === undefined || pattern.port === port),
    );
  };
}

/** Kubernetes probes send the pod's IP as Host; health answers carry no data, so they skip the check. */
const HOST_CHECK_EXEMPT = /^\/health\/(live|ready)(\?|$)/;

/** 421 Misdirected Request with a G001 body for any Host this gateway is not configured to answer. */
export function registerAllowedHosts(fastify: FastifyInstance, allowed: readonly string[]): void {
  const matches = hostMatcher(allowed);
  fastify.addHook('onRequest', async (req: FastifyRequest) => {
    if (HOST_CHECK_EXEMPT.test(req.url) || matches(req.headers.host)) return;
    throw new AppError('G001', {
      status: 421,
      message: 'This server does not answer for this host name.',
    });
  });
}

export interface RequestLike {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The caller's address for throttling. Identity is only reachable through the gateway, which appends the address
 * it saw to X-Forwarded-For; the last entry is therefore the one a client cannot forge.
 */
export function clientAddress(req: RequestLike): string {
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  return chain[chain.length - 1] ?? req.ip;
}

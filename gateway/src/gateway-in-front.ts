import { createGatewayApp } from './app';
import { loadGatewayConfig } from './config';

/** Where nothing listens: the upstreams a measurement does not call. */
const UNUSED_UPSTREAM = 'http://127.0.0.1:9';

/**
 * A real gateway on a free loopback port in front of the given upstreams (e.g. `{ SCHEDULE_URL: url }`), with
 * rate limits lifted, for suites that time a call through the gateway against the service alone.
 */
export async function startGatewayInFront(options: {
  jwksUrl: string;
  upstreams: Record<string, string>;
}): Promise<{ url: string; close: () => Promise<void> }> {
  const gateway = await createGatewayApp(
    loadGatewayConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWKS_URL: options.jwksUrl,
      PORT: '0',
      IDENTITY_URL: UNUSED_UPSTREAM,
      TEAMS_URL: UNUSED_UPSTREAM,
      PLAYBOOK_URL: UNUSED_UPSTREAM,
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...options.upstreams,
    }),
  );
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const { port } = gateway.getHttpServer().address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => gateway.close() };
}

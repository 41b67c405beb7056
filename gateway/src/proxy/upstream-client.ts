import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { Agent, errors, request } from 'undici';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

export interface UpstreamRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer | string | undefined;
}

export interface UpstreamResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: Readable;
}

/** Why an upstream call failed without an answer: nobody listening, or too slow. */
export class UpstreamUnavailableError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'timeout',
    options: { cause: unknown },
  ) {
    super(`upstream ${reason}`, options);
  }
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'EPIPE',
]);

function classify(error: unknown): UpstreamUnavailableError | undefined {
  if (error instanceof errors.HeadersTimeoutError || error instanceof errors.ConnectTimeoutError) {
    return new UpstreamUnavailableError('timeout', { cause: error });
  }
  if (error instanceof errors.SocketError)
    return new UpstreamUnavailableError('unreachable', { cause: error });
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) {
    return new UpstreamUnavailableError('unreachable', { cause: error });
  }
  return undefined;
}

/** One keep-alive connection pool to the services, shared by every proxied request. */
@Injectable()
export class UpstreamClient implements OnApplicationShutdown {
  private readonly agent: Agent;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.agent = new Agent({
      connections: 128,
      keepAliveTimeout: 10_000,
      headersTimeout: config.UPSTREAM_TIMEOUT_MS,
      bodyTimeout: config.UPSTREAM_TIMEOUT_MS,
      connect: { timeout: 5_000 },
    });
  }

  async send(req: UpstreamRequest): Promise<UpstreamResponse> {
    try {
      const response = await request(req.url, {
        method: req.method as 'GET',
        headers: req.headers,
        body: req.body,
        dispatcher: this.agent,
      });
      return { statusCode: response.statusCode, headers: response.headers, body: response.body };
    } catch (error) {
      throw classify(error) ?? error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.agent.close();
  }
}

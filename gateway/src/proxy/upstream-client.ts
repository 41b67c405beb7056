import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { type InProcessEntry, inProcessEntryOf } from '@chalktalk/platform';
import { Agent, errors, request } from 'undici';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import {
  callInProcess,
  IN_PROCESS_SERVICES,
  InProcessCallFailed,
  type InProcessServices,
} from './in-process-upstream';
import type { UpstreamRequest, UpstreamResponse } from './upstream-messages';

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
  if (error instanceof InProcessCallFailed)
    return new UpstreamUnavailableError(error.reason, { cause: error });
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

/**
 * One keep-alive connection pool to the services, shared by every proxied request; services running in this
 * process (the embedded runner) are called in-process instead, with the same request and the same timeout.
 */
@Injectable()
export class UpstreamClient implements OnApplicationShutdown {
  private readonly agent: Agent;
  private readonly timeoutMs: number;
  private readonly inProcess: ReadonlyMap<string, InProcessEntry>;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(IN_PROCESS_SERVICES) inProcess: InProcessServices,
  ) {
    this.timeoutMs = config.UPSTREAM_TIMEOUT_MS;
    // At boot: an app that cannot be called in-process is a wiring mistake, not a failed request.
    this.inProcess = new Map([...inProcess].map(([baseUrl, app]) => [baseUrl, inProcessEntryOf(app)]));
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
      const local = this.inProcess.get(req.baseUrl);
      if (local) return { ...(await callInProcess(local, req, this.timeoutMs)), inProcess: true };
      const response = await request(`${req.baseUrl}${req.path}`, {
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

import { Inject, Injectable } from '@nestjs/common';
import { createLogger, markAccessLoggedDownstream, requestContext } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { EdgeAuthService } from '../edge-auth/edge-auth.service';
import { isAnonymousCall } from '../routing/anonymous-calls';
import { RoutingTable } from '../routing/routing-table';
import { downstreamResponseHeaders, upstreamRequestHeaders } from './forwarded-headers';
import { serviceUnavailable, unknownCall } from './proxy.errors';
import { UpstreamClient, UpstreamUnavailableError } from './upstream-client';

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);

@Injectable()
export class ProxyService {
  private readonly routes: RoutingTable;
  private readonly logger = createLogger('gateway');

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly edgeAuth: EdgeAuthService,
    private readonly upstream: UpstreamClient,
  ) {
    this.routes = new RoutingTable(config);
  }

  async forward(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const [path, query] = splitUrl(req.url);
    const route = this.routes.resolve(path);
    // main/* calls the gateway answers have their own routes; reaching here means the call does not exist.
    if (route.kind !== 'service') throw unknownCall();
    if (!isAnonymousCall(route.group, route.call)) await this.edgeAuth.require(req.headers.authorization);

    const ctx = requestContext.get();
    const headers = upstreamRequestHeaders(req.headers, {
      requestId: ctx?.requestId ?? randomUUID(),
      traceparent: ctx?.traceparent ?? '',
      clientAddress: req.ip,
      protocol: req.protocol,
      host: req.headers.host,
    });
    const body = BODYLESS.has(req.method) ? undefined : encodeBody(req.body);
    if (body === undefined) delete headers['content-type'];

    try {
      const response = await this.upstream.send({
        baseUrl: route.baseUrl,
        path: `${path}${query}`,
        method: req.method,
        headers,
        body,
      });
      // One process, one stdout: the service's access line for this call is enough (issue 12).
      if (response.inProcess) markAccessLoggedDownstream(req);
      await reply
        .status(response.statusCode)
        .headers(downstreamResponseHeaders(response.headers))
        .send(response.body);
    } catch (error) {
      if (error instanceof UpstreamUnavailableError) {
        this.logger.warn(
          { service: route.owner, reason: error.reason, err: error.cause },
          'upstream unavailable',
        );
        throw serviceUnavailable(route.owner);
      }
      throw error;
    }
  }
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

/** JSON was parsed (and so validated) at the edge; other content types arrive as raw bytes. */
function encodeBody(body: unknown): Buffer | string | undefined {
  if (body === undefined) return undefined;
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return body;
  return JSON.stringify(body);
}

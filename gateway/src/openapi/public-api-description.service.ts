import { Inject, Injectable } from '@nestjs/common';
import { APP_VERSION, AppError } from '@chalktalk/domain';
import {
  CALL_DESCRIPTIONS_PATH,
  createLogger,
  declaredCalls,
  type DescribedCall,
  describeCalls,
  type OpenApiDocument,
  openApiDocument,
} from '@chalktalk/platform';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { UpstreamClient } from '../proxy/upstream-client';
import { isAnonymousCall } from '../routing/anonymous-calls';
import { type Owner, RoutingTable } from '../routing/routing-table';

/** The gateway's own calls are registered under its app name, which is its owner name in the routing table. */
const GATEWAY: Owner = 'gateway';

/** The document and the entity tag of its bytes. */
export interface PublishedDescription {
  json: string;
  etag: string;
}

/** Any path parameter as a plain segment, so the routing table can resolve the path. */
const resolvablePath = (path: string) => path.replace(/\{\w+\}/g, 'x');

async function bodyText(body: Readable | Buffer): Promise<string> {
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The public HTTP API as one OpenAPI 3.1 document: each service's calls as it describes them
 * (CALL_DESCRIPTIONS_PATH, from the zod schemas it declared), the gateway's own, kept only where the routing table
 * sends the call to the service that described it, with the edge's token rule (anonymous-calls.ts) as security.
 * Built on the first request and kept; a service that cannot answer yet means no document (G006), tried again next time.
 */
@Injectable()
export class PublicApiDescription {
  private readonly routes: RoutingTable;
  private built?: Promise<PublishedDescription>;
  private readonly logger = createLogger(GATEWAY);

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly upstream: UpstreamClient,
  ) {
    this.routes = new RoutingTable(config);
  }

  published(): Promise<PublishedDescription> {
    this.built ??= this.build().catch((error: unknown) => {
      this.built = undefined;
      this.logger.warn({ err: error }, 'public API description not built');
      throw new AppError('G006', { message: 'The service is unavailable. Please try again.' });
    });
    return this.built;
  }

  private async build(): Promise<PublishedDescription> {
    const own = describeCalls(declaredCalls().filter((call) => call.service === GATEWAY));
    const services = await Promise.all(this.routes.services().map((service) => this.callsOf(service)));
    const calls = [...own, ...services.flat()].filter((call) => this.isRoutedToItsService(call));
    const document: OpenApiDocument = openApiDocument({
      title: 'Chalktalk public API',
      version: APP_VERSION,
      description:
        'Every call is /api/<group>/<call>, JSON in and out. Refusals answer { error: { code, message, details?, ref } } ' +
        'with the catalogue code; send the access token of account/login as a bearer token unless a call says otherwise.',
      calls,
      isAnonymous: (name) => {
        const [group = '', call = ''] = name.split('/');
        return isAnonymousCall(group, call);
      },
    });
    const json = JSON.stringify(document);
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    this.logger.info({ calls: calls.length }, 'public API description built');
    return { json, etag };
  }

  private async callsOf(service: { owner: string; baseUrl: string }): Promise<DescribedCall[]> {
    const answer = await this.upstream.send({
      baseUrl: service.baseUrl,
      path: CALL_DESCRIPTIONS_PATH,
      method: 'GET',
      headers: { accept: 'application/json' },
      body: undefined,
    });
    const text = await bodyText(answer.body);
    // A service of another version without the description route: its calls are left out, the rest still published.
    if (answer.statusCode === 404) return [];
    if (answer.statusCode !== 200)
      throw new Error(`${service.owner} answered ${answer.statusCode} for its call descriptions`);
    return (JSON.parse(text) as { calls: DescribedCall[] }).calls;
  }

  private isRoutedToItsService(call: DescribedCall): boolean {
    const route = this.routes.resolve(resolvablePath(call.path));
    if (route.kind === 'gateway') return call.service === GATEWAY;
    return route.kind === 'service' && route.owner === call.service;
  }
}

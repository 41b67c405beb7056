import { EventEmitter } from 'node:events';
import { Readable, Writable } from 'node:stream';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** A request for a service app of this process, as the gateway forwards it. */
export interface InProcessRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string | undefined>;
  payload?: Buffer | string;
  /** The Host header when the request has none (what an HTTP client would send to the service's address). */
  authority: string;
  remoteAddress: string;
}

export interface InProcessAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
}

/** The app was closed (or is closing): like a closed port, there is nobody to answer. */
export class InProcessAppClosedError extends Error {
  constructor() {
    super('the service app is closed');
  }
}

/** The part of a Fastify instance an in-process call uses (structural: Nest runs its own Fastify copy). */
interface RoutingFastify {
  routing(req: IncomingMessage, res: ServerResponse): void;
  ready(): PromiseLike<unknown>;
  addHook(name: 'preClose', hook: (done: () => void) => void): unknown;
}

/**
 * The request object Fastify reads: method, url, headers, the peer's socket, and a stream of the body (its
 * content-type parsers, body limits and safe-input checks read it exactly as they read a socket's).
 */
class InProcessIncoming extends Readable {
  readonly httpVersion = '1.1';
  readonly httpVersionMajor = 1;
  readonly httpVersionMinor = 1;
  readonly aborted = false;
  readonly connection: object;

  constructor(
    readonly method: string,
    public url: string,
    readonly headers: Record<string, string>,
    readonly socket: object,
    payload: Buffer | string | undefined,
  ) {
    super({ read() {} });
    this.connection = socket;
    if (payload !== undefined) this.push(payload);
    this.push(null);
  }
}

const headersSentError = () =>
  Object.assign(new Error('Cannot set headers after they are sent to the client'), {
    code: 'ERR_HTTP_HEADERS_SENT',
  });

/**
 * The response object Fastify writes: a plain Writable that keeps the status, the headers and the body bytes.
 * Node's ServerResponse (what light-my-request builds) serialises the headers into HTTP text that inject then
 * parses back; here they stay an object.
 */
class InProcessOutgoing extends Writable {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  private readonly fields: Record<string, string | string[] | number> = {};
  private readonly chunks: Buffer[] = [];

  constructor(private readonly bodyless: boolean) {
    super();
  }

  setHeader(name: string, value: string | string[] | number): this {
    if (this.headersSent) throw headersSentError();
    this.fields[name.toLowerCase()] = value;
    return this;
  }

  getHeader(name: string): string | string[] | number | undefined {
    return this.fields[name.toLowerCase()];
  }

  getHeaders(): Record<string, string | string[] | number> {
    return { ...this.fields };
  }

  getHeaderNames(): string[] {
    return Object.keys(this.fields);
  }

  hasHeader(name: string): boolean {
    return this.fields[name.toLowerCase()] !== undefined;
  }

  removeHeader(name: string): void {
    if (this.headersSent) throw headersSentError();
    delete this.fields[name.toLowerCase()];
  }

  writeHead(statusCode: number, message?: string | OutgoingHttpHeaders, headers?: OutgoingHttpHeaders): this {
    if (this.headersSent) throw headersSentError();
    this.statusCode = statusCode;
    const fields = typeof message === 'object' ? message : headers;
    if (typeof message === 'string') this.statusMessage = message;
    if (fields) {
      for (const name of Object.keys(fields)) {
        const value = fields[name];
        if (value !== undefined) this.fields[name.toLowerCase()] = value;
      }
    }
    this.headersSent = true;
    return this;
  }

  flushHeaders(): void {
    this.headersSent = true;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.headersSent = true;
    // As Node's ServerResponse: no body on a HEAD answer, a 204 or a 304.
    if (!this.bodyless && this.statusCode !== 204 && this.statusCode !== 304) this.chunks.push(chunk);
    callback();
  }

  answer(): InProcessAnswer {
    this.headersSent = true;
    return { statusCode: this.statusCode, headers: this.fields, rawPayload: Buffer.concat(this.chunks) };
  }
}

/**
 * Calls one service app of this process through its own Fastify router, without a second HTTP request object
 * (issue 12: the embedded gateway's in-process call used light-my-request's inject, a second framework stack per
 * call). The request goes through `fastify.routing`, the function Fastify's HTTP server calls for each request:
 * the route lookup, every hook (request id and trace, safe input, body limits, the access line), the content-type
 * parsers, Nest's guard, pipes and filter, and the answer's serialisation all run as for a socket. Only the Node
 * HTTP objects are lighter: a Readable of the body for the request, a Writable that keeps status, headers and
 * bytes for the response.
 */
export class InProcessEntry {
  private closed = false;
  private ready: Promise<unknown> | undefined;
  /** One stand-in socket per peer address (Fastify reads the address, and whether it is TLS). */
  private readonly sockets = new Map<string, object>();

  constructor(private readonly fastify: RoutingFastify) {
    // Fastify's own inject refuses a closing app the same way (the gateway then answers G006).
    fastify.addHook('preClose', (done) => {
      this.closed = true;
      done();
    });
  }

  async call(request: InProcessRequest): Promise<InProcessAnswer> {
    if (this.closed) throw new InProcessAppClosedError();
    // As inject does: the first call boots a Fastify instance that was initialised but never listened.
    await (this.ready ??= Promise.resolve(this.fastify.ready()));
    if (this.closed) throw new InProcessAppClosedError();

    const headers: Record<string, string> = {};
    for (const name of Object.keys(request.headers)) {
      const value = request.headers[name];
      if (value !== undefined) headers[name.toLowerCase()] = value;
    }
    headers.host ??= request.authority;
    if (request.payload !== undefined) headers['content-length'] = String(Buffer.byteLength(request.payload));
    const socket = this.socketFor(request.remoteAddress);

    const req = new InProcessIncoming(request.method, request.url, headers, socket, request.payload);
    const res = new InProcessOutgoing(request.method === 'HEAD');
    return new Promise<InProcessAnswer>((resolve, reject) => {
      res.once('finish', () => resolve(res.answer()));
      res.once('error', reject);
      this.fastify.routing(req as unknown as IncomingMessage, res as unknown as ServerResponse);
    });
  }

  private socketFor(remoteAddress: string): object {
    let socket = this.sockets.get(remoteAddress);
    if (!socket) {
      const family = remoteAddress.includes(':') ? 'IPv6' : 'IPv4';
      socket = Object.assign(new EventEmitter(), {
        remoteAddress,
        remoteFamily: family,
        remotePort: 0,
        encrypted: false,
      });
      if (this.sockets.size < 16) this.sockets.set(remoteAddress, socket);
    }
    return socket;
  }
}

const entries = new WeakMap<object, InProcessEntry>();

/** Done by createServiceApp before the app is initialised (Fastify takes hooks only before it boots). */
export function registerInProcessEntry(app: NestFastifyApplication): void {
  entries.set(app, new InProcessEntry(app.getHttpAdapter().getInstance() as unknown as RoutingFastify));
}

/** The in-process entry of an app built by createServiceApp; an error for any other app. */
export function inProcessEntryOf(app: object): InProcessEntry {
  const entry = entries.get(app);
  if (!entry) throw new Error('in-process calls need an app built by createServiceApp');
  return entry;
}

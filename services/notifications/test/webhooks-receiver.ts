import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  /** Path of the request (tests give each endpoint its own path). */
  path: string;
  headers: Record<string, string>;
  body: string;
  receivedAt: number;
}

function plainHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );
}

/**
 * A real partner endpoint on loopback: records every request and answers the status chosen per path (200 unless
 * told). It can be stopped and started again on the same port, to play a receiver that is down for a while.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** Called as each request arrives (benchmarks take their clock here). */
  onRequest?: (path: string, body: string) => void;
  private readonly statuses = new Map<string, number>();
  private server?: Server;
  port = 0;

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  answer(path: string, status: number): void {
    this.statuses.set(path, status);
  }

  async start(port = 0): Promise<void> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.onRequest?.(path, Buffer.concat(chunks).toString('utf8'));
        this.received.push({
          path,
          headers: plainHeaders(request.headers),
          body: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        });
        response.statusCode = this.statuses.get(path) ?? 200;
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  on(path: string): ReceivedWebhook[] {
    return this.received.filter((request) => request.path === path);
  }
}

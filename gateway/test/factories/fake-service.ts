import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeService {
  url: string;
  seen: SeenRequest[];
  stop(): Promise<void>;
}

/** A service stand-in: records what the gateway sent and answers with two cookies and an echo. */
export async function startFakeService(): Promise<FakeService> {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(req.url?.includes('fail') ? 409 : 200, {
        'content-type': 'application/json',
        'set-cookie': ['a=1; Path=/api/account; HttpOnly', 'b=2; Path=/'],
        'x-upstream': 'yes',
      });
      res.end(JSON.stringify({ echo: { method: req.method, url: req.url, body } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

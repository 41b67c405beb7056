import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Route = (req: IncomingMessage, res: ServerResponse) => void;

/** A local HTTP server for the preview tests: real pages, redirects, endless and slow bodies. */
export async function startPreviewServer(
  routes: Record<string, Route>,
): Promise<{ origin: string; hostPort: string; stop(): Promise<void> }> {
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((req, res) => {
    const route = routes[(req.url ?? '/').split('?')[0]!];
    if (route) route(req, res);
    else res.writeHead(404).end('not found');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A page as sites write them: Open Graph, Twitter and plain tags, some markup broken. */
export const OG_PAGE = `<!doctype html><html><head>
<meta charset="utf-8"><title>Plain title</title>
<meta property="og:title" content="Hawks &amp; Friends">
<meta property="og:description" content="Our season in pictures">
<meta property="og:image" content="/img/cover.jpg">
<meta name="twitter:title" content="Twitter title">
<meta name="description" content="Plain description">
</head><body><p>Hello<div>unclosed</body></html>`;

export const PLAIN_PAGE = `<html><head><title> Just a   title </title><meta name="description" content="Only plain tags"><link rel="image_src" href="https://cdn.example.test/x.png"></head></html>`;

export const TWITTER_PAGE = `<html><head><meta name="twitter:title" content="Tweet title"><meta name="twitter:image" content="https://cdn.example.test/t.png"><meta name="twitter:description" content="Tweet description"></head></html>`;

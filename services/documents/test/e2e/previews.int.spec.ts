import {
  FETCH_DEFAULTS,
  FetchRefused,
  safeFetch,
  type SafeFetchOptions,
} from '../../src/previews/safe-fetch';
import { aUser, DocumentsHarness } from '../harness';
import { OG_PAGE, PLAIN_PAGE, startPreviewServer, TWITTER_PAGE } from '../preview-server';

type Server = Awaited<ReturnType<typeof startPreviewServer>>;
let server: Server;
let other: Server;
const h = new DocumentsHarness();
const user = aUser();

const html = (body: string) => (_req: unknown, res: import('node:http').ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
};
const redirect = (to: () => string) => (_req: unknown, res: import('node:http').ServerResponse) => {
  res.writeHead(302, { location: to() }).end();
};

beforeAll(async () => {
  // A second server on another port: loopback like the first, but not a test origin, so always refused.
  other = await startPreviewServer({ '/': html('<title>secret inside</title>') });
  server = await startPreviewServer({
    '/og': html(OG_PAGE),
    '/plain': html(PLAIN_PAGE),
    '/twitter': html(TWITTER_PAGE),
    '/xss': html(
      `<title><script>alert(1)</script></title><meta property="og:image" content="javascript:alert(1)"><meta property="og:description" content="&lt;img src=x onerror=alert(1)&gt;">`,
    ),
    '/to-og': redirect(() => '/og'),
    '/to-metadata': redirect(() => 'http://169.254.169.254/latest/meta-data/'),
    '/to-other-port': redirect(() => `${other.origin}/`),
    '/to-localhost': redirect(() => 'http://localhost:80/'),
    '/to-file': redirect(() => 'file:///etc/passwd'),
    '/loop': redirect(() => '/loop'),
    '/endless': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head><title>Endless</title></head><body>');
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (res.write(chunk));
        res.once('drain', pump);
      };
      pump();
    },
    '/slow': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head>');
      // never ends
    },
    '/oembed': (req, res) => {
      const url = new URL(req.url!, 'http://x').searchParams.get('url');
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          title: `Film of ${url}`,
          thumbnail_url: 'https://i.example.test/t.jpg',
          description: 'Game film',
        }),
      );
    },
    '/api/oembed.json': (_req, res) => res.writeHead(500).end(),
  });
  await h.start('documents_previews_int', {
    PREVIEW_TEST_ORIGINS: server.hostPort,
    OEMBED_BASE_URL: server.origin,
  });
}, 60_000);

afterAll(async () => {
  await h.stop();
  await server.stop();
  await other.stop();
});

const options = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  ...FETCH_DEFAULTS,
  testOrigins: [server.hostPort],
  ...extra,
});
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error: unknown) => (error instanceof FetchRefused ? error.reason : String(error)),
  );

describe('safeFetch', () => {
  it('fetches a page and follows a redirect on the same allowed origin', async () => {
    const page = await safeFetch(`${server.origin}/to-og`, options());
    expect(page.status).toBe(200);
    expect(page.url).toBe(`${server.origin}/og`);
  });

  it('refuses loopback, private and metadata addresses without the test setting, before connecting', async () => {
    expect(await refusal(safeFetch(`${server.origin}/og`, options({ testOrigins: [] })))).toBe('address');
    expect(await refusal(safeFetch('http://169.254.169.254/latest/meta-data/', options()))).toBe('address');
    expect(await refusal(safeFetch('http://10.1.2.3/', options()))).toBe('address');
    expect(await refusal(safeFetch('http://[::1]/', options()))).toBe('address');
    expect(await refusal(safeFetch('http://[::ffff:127.0.0.1]/', options()))).toBe('address');
    expect(await refusal(safeFetch('http://localhost/', options()))).toBe('address');
  });

  it('refuses a public name that resolves to a private address (checked after DNS)', async () => {
    const resolve = async () => ['93.184.215.14', '127.0.0.1'];
    expect(await refusal(safeFetch('http://rebind.example.test/', options({ resolve })))).toBe('address');
  });

  it('checks every redirect again', async () => {
    expect(await refusal(safeFetch(`${server.origin}/to-metadata`, options()))).toBe('address');
    expect(await refusal(safeFetch(`${server.origin}/to-other-port`, options()))).toBe('address');
    expect(await refusal(safeFetch(`${server.origin}/to-localhost`, options()))).toBe('address');
    expect(await refusal(safeFetch(`${server.origin}/to-file`, options()))).toBe('scheme');
    expect(await refusal(safeFetch(`${server.origin}/loop`, options()))).toBe('redirects');
  });

  it('only http and https, without credentials', async () => {
    for (const url of [
      'ftp://example.test/',
      'file:///etc/passwd',
      'gopher://x/',
      'http://user:pw@example.test/',
    ])
      expect(await refusal(safeFetch(url, options()))).toBe('scheme');
  });

  it('stops an endless body at the size cap', async () => {
    const started = Date.now();
    const page = await safeFetch(`${server.origin}/endless`, options());
    expect(page.truncated).toBe(true);
    expect(page.body.length).toBe(1024 * 1024);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('gives up on a slow answer at the time cap', async () => {
    const started = Date.now();
    expect(await refusal(safeFetch(`${server.origin}/slow`, options({ timeoutMs: 500 })))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('messaging/urlPreview', () => {
  it('reads Open Graph first, then Twitter, then plain tags', async () => {
    const og = await h.get(user, 'messaging/urlPreview', { q: `${server.origin}/og` });
    expect(og.body).toEqual({
      title: 'Hawks & Friends',
      description: 'Our season in pictures',
      imagePreview: `${server.origin}/img/cover.jpg`,
    });
    const twitter = await h.get(user, 'messaging/urlPreview', { q: `${server.origin}/twitter` });
    expect(twitter.body).toEqual({
      title: 'Tweet title',
      description: 'Tweet description',
      imagePreview: 'https://cdn.example.test/t.png',
    });
    const plain = await h.get(user, 'messaging/urlPreview', { q: `${server.origin}/plain` });
    expect(plain.body).toEqual({
      title: 'Just a title',
      description: 'Only plain tags',
      imagePreview: 'https://cdn.example.test/x.png',
    });
  });

  it('answers text only: markup stays text and javascript: images are dropped', async () => {
    const res = await h.get(user, 'messaging/urlPreview', { q: `${server.origin}/xss` });
    expect(res.body).toEqual({
      title: '<script>alert(1)</script>',
      description: '<img src=x onerror=alert(1)>',
      imagePreview: '',
    });
  });

  it('answers empty for refused addresses and caches answers', async () => {
    const refused = await h.get(user, 'messaging/urlPreview', {
      q: 'http://169.254.169.254/latest/meta-data/',
    });
    expect(refused.body).toEqual({ title: '', description: '', imagePreview: '' });
    const [row] = await h.db.query(`SELECT ok FROM link_previews WHERE url = $1`, [
      'http://169.254.169.254/latest/meta-data/',
    ]);
    expect(row.ok).toBe(false);
    const cached = await h.db.query(
      `SELECT count(*)::int AS n FROM link_previews WHERE kind = 'page' AND ok`,
    );
    expect(cached[0].n).toBeGreaterThan(0);
  });

  it('needs a signed-in caller', async () => {
    expect((await h.get(null, 'messaging/urlPreview', { q: `${server.origin}/og` })).status).toBe(401);
  });
});

describe('main/getVideoDetails', () => {
  it('uses the oEmbed answer of youtube', async () => {
    const res = await h.post(user, 'main/getVideoDetails', { videoLink: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(res.body).toEqual({
      title: 'Film of https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      thumbnailUrl: 'https://i.example.test/t.jpg',
      description: 'Game film',
    });
  });

  it('builds the card from the id when the host fails', async () => {
    const res = await h.post(user, 'main/getVideoDetails', { videoLink: 'https://vimeo.com/76979871' });
    expect(res.body).toEqual({ title: 'Vimeo video', thumbnailUrl: '', description: '' });
  });

  it('refuses links of other hosts', async () => {
    expect(
      (await h.post(user, 'main/getVideoDetails', { videoLink: 'https://example.com/v/1' })).status,
    ).toBe(400);
  });
});

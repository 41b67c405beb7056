import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { DEMO_COACH, DEMO_PLAYER, logInAt } from './support/accounts';
import { OWASP_XSS_VECTORS, XSS_HREFS } from './support/xss-vectors';

/**
 * Issue 16: the OWASP XSS filter-evasion vectors sent through posts, comments, document names and link previews,
 * then the pages that show them opened in Chromium as the coach and as the player: no dialog may open and no
 * injected element may appear. The vectors must show as the text they are.
 */
let pages: Server;
const TAG = `x${Date.now().toString(36)}`;

test.beforeAll(async () => {
  // A page whose preview tags carry the vectors (the product fetches it as a test origin).
  const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  pages = createServer((_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<html><head><title>${OWASP_XSS_VECTORS[2]}</title><meta property="og:title" content="${attr(OWASP_XSS_VECTORS[3]!)} ${TAG}"><meta property="og:description" content="${attr(OWASP_XSS_VECTORS[12]!)}"><meta property="og:image" content="javascript:alert(1)"></head></html>`,
      ),
  );
  await new Promise<void>((resolve) =>
    pages.listen(Number(process.env.E2E_PREVIEW_PORT), '127.0.0.1', resolve),
  );
});

test.afterAll(async () => {
  await new Promise((resolve) => pages.close(resolve));
});

async function token(page: Page, account: typeof DEMO_COACH): Promise<string> {
  const login = await page.request.post('/api/account/login', { data: account });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/** Fails the test on any dialog (alert, confirm, prompt) and records injected elements. */
async function watch(page: Page): Promise<string[]> {
  const fired: string[] = [];
  page.on('dialog', async (dialog) => {
    fired.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    // Anything that reached the page as markup instead of text would add one of these.
    const w = window as unknown as { __injected: string[] };
    w.__injected = [];
    // From the first render on: the page's own head (charset, viewport...) is not injected.
    const suspicious =
      'script:not([src^="/assets"]), iframe, object, embed, meta[http-equiv], link[href^="javascript"], [onerror], [onload], [onmouseover], [onfocus]';
    // From the first render on (the page's own head is not injected); React adds whole subtrees, so look inside.
    const observe = () =>
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes) {
            if (!(n instanceof Element)) continue;
            for (const hit of [...(n.matches(suspicious) ? [n] : []), ...n.querySelectorAll(suspicious)])
              w.__injected.push(hit.outerHTML.slice(0, 120));
          }
      }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', observe);
  });
  return fired;
}

test('XSS vectors in posts, comments, document names and link previews never run', async ({ browser }) => {
  test.setTimeout(480_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const coach = await context.newPage();
  const fired = await watch(coach);
  await logInAt(coach, DEMO_COACH);
  const coachToken = await token(coach, DEMO_COACH);
  // The player signs in in a context of their own (a login through the coach's context would switch its session).
  const player = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const firedForPlayer = await watch(player);
  await logInAt(player, DEMO_PLAYER);
  const playerToken = await token(player, DEMO_PLAYER);
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const teams = (await (
    await coach.request.get('/api/teams/retrieveTeams', { headers: auth(coachToken) })
  ).json()) as {
    owned: { id: string; name: string }[];
  };
  const teamId = teams.owned.find((t) => t.name === 'Demo Lacrosse')!.id;

  // Posts: each vector as text, as a link target, and inside node types the allow-list does not know.
  const content = {
    type: 'doc',
    content: [
      ...OWASP_XSS_VECTORS.map((v) => ({
        type: 'paragraph',
        content: [{ type: 'text', text: `${TAG} ${v}` }],
      })),
      {
        type: 'paragraph',
        content: XSS_HREFS.map((href) => ({
          type: 'text',
          text: `link ${href} `,
          marks: [{ type: 'link', attrs: { href } }],
        })),
      },
      { type: 'html', content: OWASP_XSS_VECTORS[2] },
      {
        type: 'paragraph',
        attrs: { onclick: 'alert(1)' },
        content: [{ type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } }],
      },
      {
        type: 'paragraph',
        content: [
          {
            type: 'playLink',
            attrs: { playId: '"><img src=x onerror=alert(1)>', teamId, name: OWASP_XSS_VECTORS[2] },
          },
        ],
      },
    ],
  };
  const post = await coach.request.post('/api/messaging/createPost', {
    headers: auth(coachToken),
    data: { teamId, audience: 'TEAM', content },
  });
  expect(post.status()).toBe(200);
  const postId = ((await post.json()) as { id: string }).id;
  for (const v of OWASP_XSS_VECTORS.slice(0, 20)) {
    const c = await coach.request.post('/api/messaging/addComment', {
      headers: auth(playerToken),
      data: {
        teamId,
        postId,
        content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: v }] }] },
      },
    });
    expect(c.status()).toBe(200);
  }
  // Document names and link documents (javascript: addresses are refused outright).
  for (const v of OWASP_XSS_VECTORS.slice(0, 12)) {
    const d = await coach.request.post('/api/documents/addLink', {
      headers: auth(coachToken),
      data: { teamId, name: `${TAG} ${v}`.slice(0, 120), url: 'https://example.com/doc', path: '' },
    });
    expect(d.status()).toBe(200);
  }
  for (const href of XSS_HREFS.slice(0, 6)) {
    const refused = await coach.request.post('/api/documents/addLink', {
      headers: auth(coachToken),
      data: { teamId, name: 'bad', url: href },
    });
    expect(refused.status()).toBe(400);
  }

  // The pages that show them: the feed, the post page, the documents list, the link preview in the dialog.
  await coach.goto(`/feed?t=${teamId}`);
  await expect(coach.getByText(`${TAG} ${OWASP_XSS_VECTORS[2]}`)).toBeVisible();
  await coach.goto(`/feed/post?p=${postId}&t=${teamId}`);
  await expect(coach.getByText(OWASP_XSS_VECTORS[19]!, { exact: true })).toBeVisible();
  // Links whose targets were not safe are plain text, not anchors.
  for (const href of XSS_HREFS) await expect(coach.locator(`a[href="${href}"]`)).toHaveCount(0);
  await coach.locator('article a').evaluateAll((anchors) =>
    anchors.forEach((a) => {
      const href = (a as HTMLAnchorElement).href;
      if (!/^https?:/.test(href)) throw new Error(`unsafe link ${href}`);
    }),
  );
  await coach.goto(`/documents/list?t=${teamId}`);
  await expect(coach.getByText(`${TAG} ${OWASP_XSS_VECTORS[2]}`)).toBeVisible();
  await coach.getByRole('button', { name: 'Add document' }).click();
  const dialog = coach.getByRole('form', { name: 'Add a document' });
  await dialog.getByText('Quick link', { exact: true }).click();
  await dialog.getByLabel('Url').fill(`http://127.0.0.1:${process.env.E2E_PREVIEW_PORT}/evil?${TAG}`);
  await dialog.getByLabel('Url').blur();
  await expect(dialog.getByLabel('Name')).toHaveValue(`${OWASP_XSS_VECTORS[3]} ${TAG}`);
  await expect(dialog.getByText(OWASP_XSS_VECTORS[12]!)).toBeVisible();

  await player.goto(`/feed?t=${teamId}`);
  await expect(player.getByText(`${TAG} ${OWASP_XSS_VECTORS[2]}`)).toBeVisible();
  // Hover the post's links, where onmouseover vectors would fire.
  for (const a of (await player.locator('article').first().locator('a').all()).slice(0, 10))
    await a.hover({ timeout: 2000 }).catch(() => undefined);

  expect(fired).toEqual([]);
  expect(firedForPlayer).toEqual([]);
  for (const page of [coach, player])
    expect(await page.evaluate(() => (window as unknown as { __injected: string[] }).__injected)).toEqual([]);
});

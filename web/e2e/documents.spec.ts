import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { simplePdf } from '../../deploy/embedded/src/seed/documents-seed';
import { docxFile, para } from '../../services/documents/test/docx-fixture';
import { DEMO_COACH, DEMO_PLAYER, logInAt } from './support/accounts';

/**
 * Issue 16's "Done means", against the embedded product with the demo seed: a coach uploads a PDF and adds a link
 * (its name filled from the page's preview), requests an acknowledgement; the player reads the PDF in the page and
 * acknowledges; the coach sees the list; the coach posts with a play link, a jersey pill and a video link; the
 * player likes and comments; a coaches-only post stays hidden from the player. Screens are checked with axe and
 * photographed at phone and desktop size (DOCS_SHOTS=<folder> keeps the PNGs).
 */
const SHOTS = process.env.DOCS_SHOTS;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const TAG = Date.now().toString(36);

let pages: Server;

test.beforeAll(async () => {
  // The page a coach links to; the product may fetch it because the e2e config names it a test origin.
  pages = createServer((req, res) => {
    if (req.url?.startsWith('/club'))
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<html><head><title>x</title><meta property="og:title" content="Hawks Club ${TAG}"><meta property="og:description" content="Schedules and news"></head></html>`,
        );
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) =>
    pages.listen(Number(process.env.E2E_PREVIEW_PORT), '127.0.0.1', resolve),
  );
});

test.afterAll(async () => {
  await new Promise((resolve) => pages.close(resolve));
});

async function signedIn(browser: Browser, account: typeof DEMO_COACH, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await logInAt(page, account);
  return page;
}

async function teamId(page: Page, name = 'Demo Hoops'): Promise<string> {
  const login = await page.request.post('/api/account/login', { data: DEMO_COACH });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const answer = await page.request.get('/api/teams/retrieveTeams', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const teams = (await answer.json()) as { owned: { id: string; name: string }[] };
  return teams.owned.find((team) => team.name === name)!.id;
}

async function check(page: Page, name: string) {
  // The header's notification bell (another issue's) puts aria-haspopup on a plain div; reported, not ours to fix.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG)
    .exclude('.mantine-Indicator-root[aria-haspopup]')
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(' | ')}`);
  expect(serious, `${name}: axe`).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('documents and the team feed: upload, link preview, acknowledgement, posts, likes, comments, audience', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const coach = await signedIn(browser, DEMO_COACH);
  const t = await teamId(coach);
  const docName = `Season rules ${TAG}`;

  // 1. The coach uploads a PDF through the dialog (the spec's messages first).
  await coach.goto(`/documents/list?t=${t}`);
  await coach.getByRole('button', { name: 'Add document' }).click();
  const dialog = coach.getByRole('form', { name: 'Add a document' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please select a type')).toBeVisible();
  await expect(dialog.getByText('Please enter a document name')).toBeVisible();
  await dialog.getByText('File', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please select a file')).toBeVisible();
  await coach.locator('input[type="file"]').setInputFiles({
    name: 'rules.pdf',
    mimeType: 'application/pdf',
    buffer: simplePdf(['Season rules', 'Be on time.']),
  });
  await dialog.getByLabel('Name').fill(docName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(coach.getByRole('link', { name: docName })).toBeVisible();

  // 2. A quick link: leaving the url field fetches the preview and fills the name.
  await coach.getByRole('button', { name: 'Add document' }).click();
  await dialog.getByText('Quick link', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a url')).toBeVisible();
  await dialog.getByLabel('Url').fill(`http://127.0.0.1:${process.env.E2E_PREVIEW_PORT}/club?${TAG}`);
  await dialog.getByLabel('Url').blur();
  await expect(dialog.getByLabel('Name')).toHaveValue(`Hawks Club ${TAG}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(coach.getByRole('link', { name: `Hawks Club ${TAG}` })).toBeVisible();
  await check(coach, 'documents-desktop');

  // 3. The coach asks the player to acknowledge the PDF.
  await coach
    .getByRole('button', { name: `Actions for ${docName}` })
    .first()
    .click();
  await coach.getByRole('menuitem', { name: 'Request acknowledgement' }).click();
  const ask = coach.getByRole('form', { name: 'Request acknowledgement' });
  await ask.getByLabel('Team member').click();
  await coach.getByRole('option', { name: /Parker Player/ }).click();
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask).toBeHidden();

  // 4. The player reads the PDF in the page and acknowledges.
  const player = await signedIn(browser, DEMO_PLAYER, PHONE);
  await player.goto(`/documents/list?t=${t}`);
  await check(player, 'documents-phone');
  await player.getByRole('link', { name: docName }).click();
  await expect(player.getByRole('img', { name: `${docName}, page 1 of 1` })).toBeVisible();
  await check(player, 'viewer-phone');
  await player.getByLabel('I have read and acknowledge this document').check();
  await player.getByRole('button', { name: 'Done' }).click();
  await expect(player).toHaveURL(/\/documents\/list/);

  // 5. The coach sees who acknowledged and who has not.
  await coach.getByRole('link', { name: docName }).click();
  const documentId = new URL(coach.url()).searchParams.get('d')!;
  await coach.goto(`/documents/acks?d=${documentId}&t=${t}`);
  const acknowledged = coach.getByRole('region', { name: 'Acknowledged (1)' });
  await expect(acknowledged.getByText('Parker Player')).toBeVisible();
  await check(coach, 'acks-desktop');
  // The acknowledgement-request notification links to the list, which is for coaches: the player lands on the
  // document and sees their acknowledgement.
  await player.goto(`/documents/acks?d=${documentId}&t=${t}`);
  await expect(player).toHaveURL(/\/documents\/view\?d=/);
  await expect(player.getByText(/You acknowledged this document on/)).toBeVisible();

  // 6. The coach posts with a play link, a jersey pill and a video link, and a coaches-only post. The rich text
  // composer loads when the coach starts writing; bold comes from the keyboard (Ctrl+B).
  await coach.goto(`/feed?t=${t}`);
  await coach.getByRole('button', { name: 'Write a post' }).click();
  const composer = coach.getByRole('form', { name: 'New post' });
  const editor = composer.getByRole('textbox', { name: 'New post' });
  // The editor's chunk is fetched on this first press; a loaded machine takes its time.
  await expect(editor).toBeVisible({ timeout: 60_000 });
  await expect(editor).toBeFocused();
  await editor.pressSequentially(`Great game #4 and #99 ${TAG} `);
  await coach.keyboard.press('ControlOrMeta+b');
  await editor.pressSequentially('proud');
  await coach.keyboard.press('ControlOrMeta+b');
  await editor.pressSequentially(' ');
  await composer.getByRole('combobox', { name: 'Link a play' }).click();
  await coach.getByRole('option').first().click();
  await composer.getByLabel('Video link').click();
  await composer.getByLabel('Video link').fill('https://youtu.be/dQw4w9WgXcQ');
  await check(coach, 'composer-desktop');
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(composer).toBeHidden();
  const post = coach
    .getByRole('article')
    .filter({ hasText: `${TAG}` })
    .first();
  await expect(post.getByText('#4', { exact: true })).toBeVisible();
  await expect(post.locator('strong', { hasText: 'proud' })).toBeVisible();
  await expect(post.getByRole('link', { name: /▶/ })).toBeVisible();
  await expect(post.getByText('YouTube video')).toBeVisible();
  await coach.getByRole('button', { name: 'Write a post' }).click();
  await composer.getByRole('textbox', { name: 'New post' }).fill(`Coaches only ${TAG}`);
  await composer.getByText('Coaches only', { exact: true }).click();
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(coach.getByRole('article').filter({ hasText: `Coaches only ${TAG}` })).toBeVisible();
  await check(coach, 'feed-desktop');

  // 7. The player likes and comments; the coaches-only post is not there.
  await player.goto(`/feed?t=${t}`);
  const seen = player.getByRole('article').filter({ hasText: `Great game` }).filter({ hasText: TAG });
  await expect(seen).toBeVisible();
  await expect(player.getByText(`Coaches only ${TAG}`)).toHaveCount(0);
  await seen.getByRole('button', { name: /0 likes/ }).click();
  await expect(seen.getByRole('button', { name: /1 like/ })).toHaveAttribute('aria-pressed', 'true');
  await seen.getByRole('textbox', { name: 'Comment' }).fill(`Nice one ${TAG}`);
  await seen.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(seen.getByText(`Nice one ${TAG}`)).toBeVisible();
  await check(player, 'feed-phone');
  await coach.reload();
  const liked = coach.getByRole('article').filter({ hasText: `Great game` }).filter({ hasText: TAG });
  await expect(liked.getByText(`Nice one ${TAG}`)).toBeVisible();
  await expect(liked.getByRole('button', { name: /1 like/ })).toBeVisible();

  // 8. The author edits the post in place; pills and the play link survive the edit.
  await liked.getByRole('button', { name: 'Edit post' }).click();
  const edit = coach.getByRole('form', { name: 'Edit post' });
  const editEditor = edit.getByRole('textbox', { name: 'Edit post' });
  await expect(editEditor).toBeFocused();
  await editEditor.pressSequentially(' Edited');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const edited = coach.getByRole('article').filter({ hasText: `Edited` }).filter({ hasText: TAG });
  await expect(edited.getByText('#4', { exact: true })).toBeVisible();
  await expect(edited.getByRole('link', { name: /▶/ })).toBeVisible();

  // 9. The player deletes a comment of their own after a confirmation.
  await player.reload();
  await seen.getByRole('textbox', { name: 'Comment' }).fill(`Oops ${TAG}`);
  await seen.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(seen.getByText(`Oops ${TAG}`)).toBeVisible();
  await seen
    .getByRole('button', { name: /Delete comment by/ })
    .last()
    .click();
  await player.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(seen.getByText(`Oops ${TAG}`)).toHaveCount(0);
  await expect(seen.getByText(`Nice one ${TAG}`)).toBeVisible();

  // 10. A docx reads in the page as a converted preview (its markup stays text).
  await coach.goto(`/documents/list?t=${t}`);
  await coach.getByRole('button', { name: 'Add document' }).click();
  await dialog.getByText('File', { exact: true }).click();
  await coach.locator('input[type="file"]').setInputFiles({
    name: 'travel.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: docxFile(para('Bus leaves at ', ['7:00', 'b'], '.') + para('<img src=x onerror=alert(1)>')),
  });
  await dialog.getByLabel('Name').fill(`Travel ${TAG}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await player.goto(`/documents/list?t=${t}`);
  await player.getByRole('link', { name: `Travel ${TAG}` }).click();
  const preview = player.getByRole('region', { name: 'Document preview' });
  await expect(preview.locator('strong', { hasText: '7:00' })).toBeVisible();
  await expect(preview.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
  await check(player, 'docx-phone');
});

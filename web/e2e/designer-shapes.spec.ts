import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_COACH, logInAt } from './support/accounts';
import { boxOf, centreOfBox } from './support/geometry';

/**
 * The editor's handles and the formation search in a real browser: a field piece turned by its
 * rotation handle and a comment resized by its corner (one undo step per drag, saved in the play), and
 * a formation saved through the API found by the picker's search box (search/formations via the gateway).
 */

async function apiToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/account/login', { data: DEMO_COACH });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

async function api<T>(request: APIRequestContext, token: string, path: string, data?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const answer =
    data === undefined
      ? await request.get(`/api/${path}`, { headers })
      : await request.post(`/api/${path}`, { headers, data });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

const drawing = (page: Page) => page.locator('.designer-canvas > svg').first();
const overlay = (page: Page) => page.getByTestId('designer-overlay');
const tool = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

const centreOf = (page: Page, selector: string) => centreOfBox(page.locator(selector).first());

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

test('a rectangle turned by its handle and a comment resized by its corner, one undo step each, saved', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  await logInAt(page, DEMO_COACH, '/playbook/new?sport=basketball');
  await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();
  const field = await boxOf(overlay(page));

  await tool(page, 'Rectangle').click();
  await page.mouse.click(field.x + field.width * 0.3, field.y + field.height * 0.3);
  const rectangle = drawing(page).locator('[data-kind="piece"][data-type="RECTANGLE"]');
  await expect(rectangle).toHaveAttribute('data-rotation', '0');

  await tool(page, 'Select').click();
  const centre = await centreOf(page, '.designer-canvas > svg [data-kind="piece"][data-type="RECTANGLE"]');
  await page.mouse.click(centre.x, centre.y);
  const handle = page.locator('[data-kind="rotation-handle"] circle');
  await expect(handle).toBeVisible();
  // Dragged round to the right of the centre: a quarter turn clockwise.
  await drag(page, await centreOf(page, '[data-kind="rotation-handle"] circle'), {
    x: centre.x + 120,
    y: centre.y + 4,
  });
  await expect(rectangle).toHaveAttribute('data-rotation', '90');
  await page.keyboard.press('Control+z');
  await expect(rectangle).toHaveAttribute('data-rotation', '0');
  await page.keyboard.press('Control+Shift+z');
  await expect(rectangle).toHaveAttribute('data-rotation', '90');

  await tool(page, 'Comment').click();
  await page.mouse.click(field.x + field.width * 0.55, field.y + field.height * 0.08);
  const comment = drawing(page).locator('[data-kind="comment"]');
  await expect(comment).toHaveAttribute('data-width', '150');
  await tool(page, 'Select').click();
  const note = await centreOf(page, '.designer-canvas > svg [data-kind="comment"]');
  await page.mouse.click(note.x, note.y);
  const corner = page.locator('[data-kind="resize-handle"]');
  await expect(corner).toBeVisible();
  const from = await centreOf(page, '[data-kind="resize-handle"]');
  await drag(page, from, { x: from.x + 90, y: from.y + 40 });
  await expect(comment).not.toHaveAttribute('data-width', '150');
  const width = Number(await comment.getAttribute('data-width'));
  const height = Number(await comment.getAttribute('data-height'));
  expect(width).toBeGreaterThan(150);
  expect(height).toBeGreaterThan(50);
  await page.keyboard.press('Control+z');
  await expect(comment).toHaveAttribute('data-width', '150');
  await expect(comment).toHaveAttribute('data-height', '50');
  await page.keyboard.press('Control+Shift+z');
  await expect(comment).toHaveAttribute('data-width', String(width));

  await page.getByLabel('Name').fill('Handles');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/playbook\/play\?p=/);
  const playId = new URL(page.url()).searchParams.get('p')!;
  const mine = await api<{ playbook: { id: string } }>(request, token, 'playbook/getMyPlaybook');
  const saved = await api<{
    play: {
      fieldPieces: Array<{ type: string; rotation: number }>;
      frames: Array<{ fieldComments: Array<{ width: number; height: number }> }>;
    };
  }>(request, token, `playbook/getPlay?playbookId=${mine.playbook.id}&playId=${playId}`);
  expect(saved.play.fieldPieces.find((p) => p.type === 'RECTANGLE')).toMatchObject({ rotation: 90 });
  expect(saved.play.frames[0]!.fieldComments).toEqual([expect.objectContaining({ width, height })]);

  await page.reload();
  await expect(rectangle).toHaveAttribute('data-rotation', '90');
  await expect(comment).toHaveAttribute('data-width', String(width));
});

test('a formation saved in the playbook is found by the picker search and applied', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const mine = await api<{ playbook: { id: string } }>(request, token, 'playbook/getMyPlaybook');
  const tag = `${Date.now() % 1e6}`;
  await api(request, token, 'playbook/saveFormation', {
    playbookId: mine.playbook.id,
    formation: {
      name: `Box Sweep ${tag}`,
      sport: 'BASKETBALL_HS',
      attributes: ['Offense'],
      description: 'Four around the lane',
      anchorType: 'GOAL',
      initial: [
        { id: 'b1', type: 'BLUEPLAYER', origin: { x: -6, y: -6 } },
        { id: 'b2', type: 'BLUEPLAYER', origin: { x: 6, y: -6 } },
        { id: 'b3', type: 'BLUEPLAYER', origin: { x: -6, y: -16 } },
        { id: 'b4', type: 'BLUEPLAYER', origin: { x: 6, y: -16 } },
      ],
      balls: [{ id: 'ball-1', carrier: 'b3' }],
    },
  });

  await logInAt(page, DEMO_COACH, '/playbook/new?sport=basketball');
  await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();
  const picker = page.getByLabel('Formation', { exact: true });
  await expect(picker.locator('option')).toHaveText([
    'Choose a formation…',
    '3 out 2 in',
    '4 out 1 in',
    '5 out',
  ]);
  await page.getByRole('searchbox', { name: 'Search formations' }).fill(`sweep ${tag}`);
  await expect(picker.locator('option')).toHaveText(['Choose a formation…', `Box Sweep ${tag}`]);
  await picker.selectOption({ label: `Box Sweep ${tag}` });
  await expect(drawing(page).locator('[data-kind="player"]')).toHaveCount(4);
  await expect(drawing(page).locator('[data-kind="ball"]')).toHaveAttribute('data-carrier', 'b3');

  await page.getByRole('searchbox', { name: 'Search formations' }).fill('');
  await expect(picker.locator('option')).toHaveCount(4);
});

test('field setup: an offensive line of 5, a second goal, a full and then a custom field, saved', async ({
  page,
}) => {
  await logInAt(page, DEMO_COACH, '/playbook/new?sport=basketball');
  await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Field', exact: true })).toHaveCount(0);
  const fieldSetup = page.getByRole('button', { name: 'Field setup' });
  await fieldSetup.click();
  await expect(fieldSetup).toHaveAttribute('aria-pressed', 'true');
  const pieces = page.getByRole('navigation', { name: 'Tools' }).getByRole('region', { name: 'Field' });
  await expect(pieces.getByRole('button')).toHaveCount(3);
  expect(
    await pieces.getByRole('button').evaluateAll((all) => all.map((b) => b.getAttribute('aria-label'))),
  ).toEqual(['Goal', 'Offensive line', 'Defensive line']);

  const field = await boxOf(overlay(page));
  await pieces.getByRole('button', { name: 'Offensive line' }).click();
  await page.mouse.click(field.x + field.width * 0.5, field.y + field.height * 0.3);
  const line = drawing(page).locator('[data-kind="piece"][data-type="OLINE"]');
  await expect(line).toHaveCount(1);
  const bluePlayers = drawing(page).locator('[data-kind="player"][data-type="BLUEPLAYER"]');
  await expect(bluePlayers).toHaveCount(3);

  await tool(page, 'Select').click();
  const lineCentre = await centreOf(page, '.designer-canvas > svg [data-kind="piece"][data-type="OLINE"]');
  // The line's middle slot holds a player: selecting it offers the line's settings.
  await page.mouse.click(lineCentre.x, lineCentre.y);
  await page.getByRole('combobox', { name: 'Players on the line' }).selectOption('5');
  await expect(bluePlayers).toHaveCount(5);

  await pieces.getByRole('button', { name: 'Goal' }).click();
  await page.mouse.click(field.x + field.width * 0.5, field.y + field.height * 0.1);
  await expect(drawing(page).locator('[data-kind="piece"][data-type="GOAL"]')).toHaveCount(2);

  const fieldPanel = page.getByRole('region', { name: 'Field settings' });
  const fieldType = (name: string) =>
    fieldPanel.getByRole('radiogroup', { name: 'Field' }).getByText(name, { exact: true }).click();
  await fieldType('Full field');
  await fieldPanel.getByRole('button', { name: 'Change field' }).click();
  // A full court: the default two goals, the line and its players gone.
  await expect(drawing(page).locator('[data-kind="piece"][data-type="GOAL"]')).toHaveCount(2);
  await expect(line).toHaveCount(0);
  await expect(bluePlayers).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(bluePlayers).toHaveCount(5);
  await page.keyboard.press('Control+Shift+z');
  await expect(bluePlayers).toHaveCount(0);

  await fieldType('Custom');
  await fieldPanel.getByLabel('Width').fill('40');
  await fieldPanel.getByLabel('Height').fill('30');
  await fieldPanel.getByRole('button', { name: 'Change field' }).click();
  await expect(page.locator('.designer-canvas > svg').first()).toHaveAttribute(
    'viewBox',
    /^\S+ \S+ 400 300$/,
  );

  await page.getByLabel('Name').fill('Custom Court');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/playbook\/play\?p=/);
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Custom Court');
  await expect(page.locator('.designer-canvas > svg').first()).toHaveAttribute(
    'viewBox',
    /^\S+ \S+ 400 300$/,
  );
});

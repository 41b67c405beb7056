import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_COACH, logInAt } from './support/accounts';
import { centreOfBox } from './support/geometry';

/**
 * The play designer walk of issue 6 for lacrosse and football (basketball: designer.spec.ts). The demo
 * coach opens each sport's team playbook, where "New play" takes the sport from the active team; the
 * saved play is then read back through the playbook API (getPlay), not only looked at.
 */

interface StoredPlay {
  name: string;
  sport: string;
  formationId?: string | null;
  initial: Array<{ id: string; type: string; role?: string; pieceId?: string }>;
  balls: Array<{ id: string; carrier: string | null }>;
  fieldPieces: Array<{ id: string; type: string }>;
  frames: Array<{
    moves: Array<{ source: string; type: string }>;
    passes: Array<{ type: string; ball: string; target: string }>;
    shots: Array<{ ball: string; target: string }>;
  }>;
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/account/login', { data: DEMO_COACH });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const answer = await request.get(`/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

async function demoTeamId(request: APIRequestContext, token: string, name: string): Promise<string> {
  const teams = await apiGet<{ owned: Array<{ id: string; name: string }> }>(
    request,
    token,
    'teams/retrieveTeams',
  );
  const team = teams.owned.find((candidate) => candidate.name === name);
  expect(team, `${name} is seeded`).toBeDefined();
  return team!.id;
}

/** The play as saved, from the personal playbook the editor saves new plays in. */
async function savedPlay(request: APIRequestContext, token: string, playId: string): Promise<StoredPlay> {
  const mine = await apiGet<{ playbook: { id: string } }>(request, token, 'playbook/getMyPlaybook');
  const query = new URLSearchParams({ playbookId: mine.playbook.id, playId });
  return (await apiGet<{ play: StoredPlay }>(request, token, `playbook/getPlay?${query.toString()}`)).play;
}

/** Logs in, opens the team's playbook and starts a play with its "New play" link. */
async function newPlayFor(page: Page, teamId: string, sportLine: string) {
  await logInAt(page, DEMO_COACH, `/playbook?t=${teamId}`);
  await expect(page.getByRole('heading', { name: 'My Playbook' })).toBeVisible();
  await page.getByRole('link', { name: 'New play' }).click();
  await expect(page).toHaveURL(new RegExp(`/playbook/new\\?sport=${sportLine}`));
  await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();
}

/** The play drawing (PlayFrame) under the editor's overlay. */
const drawing = (page: Page) => page.locator('.designer-canvas > svg').first();
const player = (page: Page, id: string) => drawing(page).locator(`[data-kind="player"][data-id="${id}"]`);
const lines = (page: Page, kind: string) => drawing(page).locator(`[data-line="${kind}"]`);
const frameButton = (page: Page, n: number) => page.getByRole('button', { name: `Frame ${n}`, exact: true });
const tool = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function centreOf(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  return centreOfBox(locator);
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

async function dragBetween(page: Page, from: Locator, to: Locator) {
  const start = await centreOf(from);
  await drag(page, start, await centreOf(to));
}

async function saveAs(page: Page, name: string): Promise<string> {
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/playbook\/play\?p=/);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  const id = new URL(page.url()).searchParams.get('p');
  expect(id).toBeTruthy();
  return id!;
}

async function playsBackToTheEnd(page: Page) {
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const playback = page.getByRole('region', { name: 'Playback' });
  await expect(playback.locator('svg[data-phase]')).toBeVisible();
  await expect(playback.getByRole('button', { name: 'Replay' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Back to editing' }).click();
}

test('lacrosse: formation, players, a ball, a move, a pass and a shot over two frames; saved and reopened', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  await newPlayFor(page, await demoTeamId(request, token, 'Demo Lacrosse'), 'LACROSSE_MENS');
  await expect(
    page.getByRole('region', { name: 'Offense' }).getByRole('button', { name: 'Move 2' }),
  ).toBeVisible();
  await expect(frameButton(page, 1)).toHaveAttribute('aria-current', 'step');
  await expect(frameButton(page, 2)).toHaveCount(0);

  // Men's lacrosse half field: one goal whose goalie shows.
  const goal = drawing(page).locator('[data-kind="piece"][data-type="GOAL"]');
  await expect(goal).toHaveCount(1);
  await page.getByLabel('Formation', { exact: true }).selectOption({ label: '2-3-1' });
  const blue = (n: number) => player(page, `mens_2-3-1-${n}`);
  await expect(drawing(page).locator('[data-kind="player"][data-type="BLUEPLAYER"]')).toHaveCount(6);
  await expect(drawing(page).locator('[data-kind="player"][data-type="GOALIE"]')).toHaveCount(1);

  // A defender placed by hand, up-field of the attack.
  await tool(page, 'Orange player').click();
  const top = await centreOf(blue(1));
  await page.mouse.click(top.x, top.y - 60);
  await expect(drawing(page).locator('[data-kind="player"][data-type="ORANGEPLAYER"]')).toHaveCount(1);

  // The ball goes to the player it is dropped on.
  await tool(page, 'Ball').click();
  await page.mouse.click(top.x, top.y);
  await expect(drawing(page).locator('[data-kind="ball"]')).toHaveAttribute('data-carrier', 'mens_2-3-1-1');

  await tool(page, 'Move').click();
  const cutter = await centreOf(blue(4));
  await drag(page, cutter, { x: cutter.x + 30, y: cutter.y - 50 });
  await expect(lines(page, 'move')).toHaveCount(1);

  await tool(page, 'Pass').click();
  await dragBetween(page, blue(1), blue(3));
  await expect(lines(page, 'pass')).toHaveCount(1);

  await page.getByRole('button', { name: 'Add frame at end' }).click();
  await expect(frameButton(page, 2)).toHaveAttribute('aria-current', 'step');
  await expect(lines(page, 'move')).toHaveCount(0);
  // Frame 2 starts with the ball where the pass took it.
  await expect(drawing(page).locator('[data-kind="ball"]')).toHaveAttribute('data-carrier', 'mens_2-3-1-3');

  await tool(page, 'Shoot').click();
  await dragBetween(page, blue(3), goal);
  await expect(lines(page, 'shot')).toHaveCount(1);

  await page.keyboard.press('Control+z');
  await expect(lines(page, 'shot')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(lines(page, 'shot')).toHaveCount(1);

  const playId = await saveAs(page, 'Lacrosse Two Man');
  const saved = await savedPlay(request, token, playId);
  const goalId = saved.fieldPieces.find((piece) => piece.type === 'GOAL')!.id;
  expect(saved).toMatchObject({
    name: 'Lacrosse Two Man',
    sport: 'LACROSSE_MENS',
    formationId: 'mens_2-3-1',
  });
  expect(saved.initial.filter((p) => p.type === 'BLUEPLAYER')).toHaveLength(6);
  expect(saved.initial.filter((p) => p.type === 'ORANGEPLAYER')).toHaveLength(1);
  expect(saved.initial.filter((p) => p.type === 'GOALIE')).toEqual([
    expect.objectContaining({ pieceId: goalId }),
  ]);
  expect(saved.balls).toEqual([expect.objectContaining({ carrier: 'mens_2-3-1-1' })]);
  expect(saved.frames).toHaveLength(2);
  expect(saved.frames[0]!.moves).toEqual([expect.objectContaining({ source: 'mens_2-3-1-4', type: 'MOVE' })]);
  expect(saved.frames[0]!.passes).toEqual([
    expect.objectContaining({ type: 'PASS', ball: saved.balls[0]!.id, target: 'mens_2-3-1-3' }),
  ]);
  expect(saved.frames[1]!.shots).toEqual([
    expect.objectContaining({ ball: saved.balls[0]!.id, target: goalId }),
  ]);

  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Lacrosse Two Man');
  await expect(drawing(page).locator('[data-kind="player"]')).toHaveCount(8);
  await frameButton(page, 1).click();
  await expect(lines(page, 'move')).toHaveCount(1);
  await expect(lines(page, 'pass')).toHaveCount(1);
  await frameButton(page, 2).click();
  await expect(lines(page, 'shot')).toHaveCount(1);

  await playsBackToTheEnd(page);
});

test('football: three frames, the Starting formation, the ball with the centre and the snap; moves and a pass saved and reopened', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  await newPlayFor(page, await demoTeamId(request, token, 'Demo Football'), 'FOOTBALL_HS');
  await expect(
    page.getByRole('region', { name: 'Offense' }).getByRole('button', { name: 'Pre-Snap' }),
  ).toBeVisible();

  // Spec 2 §4: 3 frames, the Starting formation, one ball at the centre, the snap to the quarterback in frame 1.
  await expect(frameButton(page, 3)).toBeVisible();
  await expect(frameButton(page, 4)).toHaveCount(0);
  await expect(frameButton(page, 1)).toHaveAttribute('aria-current', 'step');
  const roles = await drawing(page)
    .locator('[data-kind="player"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-id')));
  expect(roles.sort()).toEqual(
    [
      'c',
      'og-left',
      'og-right',
      'ot-left',
      'ot-right',
      'te',
      'wr-left',
      'wr-right',
      'qb',
      'rb-fullback',
      'rb-tailback',
    ].sort(),
  );
  const ball = drawing(page).locator('[data-kind="ball"]');
  await expect(ball).toHaveCount(1);
  await expect(ball).toHaveAttribute('data-carrier', 'c');
  await expect(lines(page, 'pass')).toHaveCount(0);
  await frameButton(page, 2).click();
  await expect(lines(page, 'pass')).toHaveCount(1);
  await expect(lines(page, 'pass')).toHaveAttribute('data-type', 'SNAP');
  await frameButton(page, 3).click();
  // After the snap the quarterback holds the ball.
  await expect(ball).toHaveAttribute('data-carrier', 'qb');

  // Three defenders placed by hand, up-field of the line.
  await frameButton(page, 1).click();
  await tool(page, 'Orange player').click();
  const centre = await centreOf(player(page, 'c'));
  for (const dx of [-60, 0, 60]) await page.mouse.click(centre.x + dx, centre.y - 70);
  await expect(drawing(page).locator('[data-kind="player"][data-type="ORANGEPLAYER"]')).toHaveCount(3);

  // Pre-snap motion goes to frame 1 (index 0); a plain move and the pass to frame 3 (index 2).
  await tool(page, 'Pre-Snap').click();
  const motion = await centreOf(player(page, 'wr-right'));
  await drag(page, motion, { x: motion.x - 60, y: motion.y + 10 });
  await expect(frameButton(page, 1)).toHaveAttribute('aria-current', 'step');
  await expect(lines(page, 'move')).toHaveCount(1);

  await frameButton(page, 3).click();
  await tool(page, 'Move').click();
  const receiver = await centreOf(player(page, 'wr-left'));
  const routeEnd = { x: receiver.x, y: receiver.y - 120 };
  await drag(page, receiver, routeEnd);
  await expect(frameButton(page, 3)).toHaveAttribute('aria-current', 'step');
  await expect(lines(page, 'move')).toHaveCount(1);

  // The pass is caught where the receiver ends the frame.
  await tool(page, 'Pass').click();
  await drag(page, await centreOf(player(page, 'qb')), routeEnd);
  await expect(lines(page, 'pass')).toHaveCount(1);
  await expect(lines(page, 'pass')).toHaveAttribute('data-type', 'PASS');

  await page.getByRole('button', { name: 'Add frame at end' }).click();
  await expect(frameButton(page, 4)).toHaveAttribute('aria-current', 'step');
  // Undo takes the new frame away, redo brings it back.
  await page.keyboard.press('Control+z');
  await expect(frameButton(page, 4)).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(frameButton(page, 4)).toBeVisible();

  const playId = await saveAs(page, 'Football Slant');
  const saved = await savedPlay(request, token, playId);
  expect(saved).toMatchObject({ name: 'Football Slant', sport: 'FOOTBALL_HS', formationId: 'starting' });
  expect(saved.initial).toHaveLength(14);
  expect(saved.initial.find((p) => p.id === 'c')).toMatchObject({ role: 'C' });
  expect(saved.balls).toEqual([{ id: 'ball-0', carrier: 'c' }]);
  expect(saved.frames).toHaveLength(4);
  expect(saved.frames[0]!.moves).toEqual([expect.objectContaining({ source: 'wr-right', type: 'PRESNAP' })]);
  expect(saved.frames[1]!.passes).toEqual([
    expect.objectContaining({ type: 'SNAP', ball: 'ball-0', target: 'qb' }),
  ]);
  expect(saved.frames[2]!.moves).toEqual([expect.objectContaining({ source: 'wr-left' })]);
  expect(saved.frames[2]!.passes).toEqual([
    expect.objectContaining({ type: 'PASS', ball: 'ball-0', target: 'wr-left' }),
  ]);

  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Football Slant');
  await expect(frameButton(page, 4)).toBeVisible();
  await expect(drawing(page).locator('[data-kind="player"]')).toHaveCount(14);
  await frameButton(page, 2).click();
  await expect(lines(page, 'pass')).toHaveAttribute('data-type', 'SNAP');
  await frameButton(page, 3).click();
  await expect(lines(page, 'move')).toHaveCount(1);
  await expect(lines(page, 'pass')).toHaveAttribute('data-type', 'PASS');

  await playsBackToTheEnd(page);
});

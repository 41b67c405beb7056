import { expect, test, type Page } from '@playwright/test';
import { DEMO_COACH, logInAt } from './support/accounts';
import { boxOf, centreOfBox as centreOf } from './support/geometry';

async function logInAsDemoCoach(page: Page) {
  await logInAt(page, DEMO_COACH);
  await expect(page).toHaveURL(/\/feed/);
}

/** The play drawing (PlayFrame) under the editor's overlay. */
const drawing = (page: Page) => page.locator('.designer-canvas > svg').first();

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 10) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

const lines = (page: Page, kind: string) => drawing(page).locator(`[data-line="${kind}"]`);
const frameButton = (page: Page, n: number) => page.getByRole('button', { name: `Frame ${n}`, exact: true });
const tool = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Tools' }).getByRole('button', { name, exact: true });

test('a coach creates a basketball play: players, a move, a pass and a shot over two frames; undo, save, reopen, play back', async ({
  page,
}) => {
  await logInAsDemoCoach(page);
  await page.goto('/playbook/new?sport=basketball');
  await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Offense' }).getByRole('button', { name: 'Pick' }),
  ).toBeVisible();

  await page.getByLabel('Formation', { exact: true }).selectOption({ label: '3 out 2 in' });
  const players = drawing(page).locator('[data-kind="player"]');
  await expect(players).toHaveCount(5);
  const blue = (n: number) => drawing(page).locator(`[data-kind="player"][data-id="_3out2in-${n}"]`);

  // A defender placed by hand beside the point guard.
  await tool(page, 'Orange player').click();
  const point = await centreOf(blue(1));
  await page.mouse.click(point.x + 50, point.y);
  await expect(drawing(page).locator('[data-kind="player"][data-type="ORANGEPLAYER"]')).toHaveCount(1);

  // The ball goes to the player it is dropped on.
  await tool(page, 'Ball').click();
  await page.mouse.click(point.x, point.y);
  await expect(drawing(page).locator('[data-kind="ball"]')).toHaveAttribute('data-carrier', '_3out2in-1');

  await tool(page, 'Move').click();
  const wing = await centreOf(blue(2));
  await drag(page, wing, { x: wing.x + 60, y: wing.y + 80 });
  await expect(lines(page, 'move')).toHaveCount(1);

  await tool(page, 'Pass').click();
  await drag(page, point, await centreOf(blue(3)));
  await expect(lines(page, 'pass')).toHaveCount(1);

  // Undo and redo: the pass goes and comes back.
  await page.keyboard.press('Control+z');
  await expect(lines(page, 'pass')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(lines(page, 'pass')).toHaveCount(1);

  await page.getByRole('button', { name: 'Add frame at end' }).click();
  await expect(frameButton(page, 2)).toHaveAttribute('aria-current', 'step');
  // Frame 2 starts with the ball where the pass took it; the shot goes to the basket.
  await expect(drawing(page).locator('[data-kind="ball"]')).toHaveAttribute('data-carrier', '_3out2in-3');
  await tool(page, 'Shoot').click();
  const goal = drawing(page).locator('[data-kind="piece"][data-type="GOAL"]');
  await expect(goal).toHaveCount(1);
  await drag(page, await centreOf(blue(3)), await centreOf(goal));
  await expect(lines(page, 'shot')).toHaveCount(1);

  await page.getByLabel('Name').fill('Horns Flex');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/playbook\/play\?p=/);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Horns Flex');
  await expect(frameButton(page, 2)).toBeVisible();
  await expect(drawing(page).locator('[data-kind="player"]')).toHaveCount(6);
  await frameButton(page, 1).click();
  await expect(lines(page, 'move')).toHaveCount(1);
  await expect(lines(page, 'pass')).toHaveCount(1);
  await frameButton(page, 2).click();
  await expect(lines(page, 'shot')).toHaveCount(1);

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const playback = page.getByRole('region', { name: 'Playback' });
  await expect(playback.locator('svg[data-phase]')).toBeVisible();
  await expect(playback.getByRole('button', { name: 'Replay' })).toBeVisible({ timeout: 20_000 });
});

test('the designer is its own lazily loaded chunk: the rest of the app does not download it', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const designerChunk = (path: string) => /\/assets\/DesignerPage-[\w-]+\.js$/.test(path);
  await logInAsDemoCoach(page);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(designerChunk)).toEqual([]);

  await page.goto('/playbook/new?sport=lacrosse');
  await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();
  expect(scripts.filter(designerChunk)).toHaveLength(1);
});

/**
 * The drag benchmark of the play designer issue: 22 players and 20 frames (football: the Starting
 * formation plus 11 defenders, a pre-snap and a play move for every player), then one player dragged
 * across the field on frame 1. Records the animation-frame intervals in the page during the drag and
 * the time per pointer move; the figures go to web/README.md.
 */
test('drag benchmark: 22 players, 20 frames', async ({ page }) => {
  test.setTimeout(240_000);
  await logInAsDemoCoach(page);
  await page.goto('/playbook/new?sport=football');
  const players = drawing(page).locator('[data-kind="player"]');
  await expect(players).toHaveCount(11);

  const overlay = page.getByTestId('designer-overlay');
  await page.getByRole('button', { name: 'Orange player' }).click();
  for (let i = 0; i < 11; i += 1) {
    const box = await boxOf(overlay);
    await page.mouse.click(box.x + box.width * (0.08 + i * 0.08), box.y + Math.min(box.height * 0.35, 500));
  }
  await expect(players).toHaveCount(22);

  const drawFromEvery = async (tool: string, dy: number) => {
    await page.getByRole('button', { name: tool, exact: true }).click();
    for (let i = 0; i < 22; i += 1) {
      const player = drawing(page).locator('[data-kind="player"]').nth(i);
      await player.scrollIntoViewIfNeeded();
      const from = await centreOf(player);
      await drag(page, from, { x: from.x + 8, y: from.y + dy }, 3);
    }
  };
  await drawFromEvery('Move', -30);
  await page.getByRole('button', { name: 'Frame 1', exact: true }).click();
  await drawFromEvery('Pre-Snap', 20);
  for (let i = 3; i < 20; i += 1) await page.getByRole('button', { name: 'Add frame at end' }).click();
  await expect(page.getByRole('button', { name: 'Frame 20', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Frame 1', exact: true }).click();
  await expect(drawing(page).locator('[data-line="move"]')).toHaveCount(22);

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const dragged = drawing(page).locator('[data-kind="player"]').nth(20);
  await dragged.scrollIntoViewIfNeeded();
  const from = await centreOf(dragged);
  await page.evaluate(() => {
    const w = window as unknown as { benchFrames: number[]; benchOn: boolean; benchWork: number[] };
    w.benchFrames = [];
    w.benchWork = [];
    w.benchOn = true;
    // Main-thread work per pointer move: from the move's dispatch to the end of React's commit (a store update
    // renders synchronously in a microtask queued during the dispatch, so a microtask queued after it ends it).
    window.addEventListener(
      'pointermove',
      () => {
        if (!w.benchOn) return;
        const start = performance.now();
        window.addEventListener(
          'pointermove',
          () => queueMicrotask(() => w.benchWork.push(performance.now() - start)),
          {
            once: true,
          },
        );
      },
      { capture: true },
    );
    let last = performance.now();
    const tick = (now: number) => {
      w.benchFrames.push(now - last);
      last = now;
      if (w.benchOn) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const moves = 120;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const started = Date.now();
  for (let i = 1; i <= moves; i += 1) {
    await page.mouse.move(from.x + Math.sin(i / 10) * 120, from.y + (i % 40) - 20);
  }
  const perMoveMs = (Date.now() - started) / moves;
  await page.mouse.up();
  const { frames, work } = await page.evaluate(() => {
    const w = window as unknown as { benchFrames: number[]; benchOn: boolean; benchWork: number[] };
    w.benchOn = false;
    return { frames: w.benchFrames.slice(1), work: w.benchWork };
  });
  const workSorted = [...work].sort((a, b) => a - b);
  const sorted = [...frames].sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = frames.reduce((a, b) => a + b, 0) / frames.length;
  const figures = {
    perPointerMoveMs: +perMoveMs.toFixed(1),
    frames: frames.length,
    meanFrameMs: +mean.toFixed(1),
    medianFrameMs: +pick(0.5).toFixed(1),
    p95FrameMs: +pick(0.95).toFixed(1),
    // Less sensitive to other processes than frame times: the script work of one move, median and p95.
    medianWorkPerMoveMs: +(workSorted[Math.floor(workSorted.length / 2)] ?? 0).toFixed(2),
    p95WorkPerMoveMs: +(workSorted[Math.floor(workSorted.length * 0.95)] ?? 0).toFixed(2),
  };
  console.log('designer drag benchmark', JSON.stringify(figures));
  test.info().annotations.push({ type: 'benchmark', description: JSON.stringify(figures) });
  // One drag is one undo step, whatever the number of pointer moves.
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();
  // 60 fps held: the typical frame is one vsync (16.7 ms) and the 95th percentile stays within two, so
  // the main thread never blocks a drag for a visible stutter even on the shared machine.
  expect(frames.length).toBeGreaterThan(60);
  expect(figures.medianFrameMs).toBeLessThanOrEqual(17.5);
  expect(figures.p95FrameMs).toBeLessThan(33.4);
});

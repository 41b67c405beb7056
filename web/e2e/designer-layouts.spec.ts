import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { DEMO_COACH, logInAt } from './support/accounts';
import { boxOf, centreOfBox } from './support/geometry';

/**
 * The designer at a phone's size (390 x 844, touch: the palette and the side panel are drawers, players are
 * placed with taps and the move is drawn with a finger) and a laptop's (1280 x 800, mouse): create a play,
 * save it, reopen it. Screenshots of each size go to SCREENS_DIR (default test-results/designer-screens) for a
 * person to look at; print mode is checked on paper (page.pdf) and on screen with the print media.
 */

const SCREENS_DIR = process.env.SCREENS_DIR ?? join('test-results', 'designer-screens');

const drawing = (page: Page) => page.locator('.designer-canvas > svg').first();
const overlay = (page: Page) => page.getByTestId('designer-overlay');
const players = (page: Page) => drawing(page).locator('[data-kind="player"]');
const frameButton = (page: Page, n: number) => page.getByRole('button', { name: `Frame ${n}`, exact: true });

interface Point {
  x: number;
  y: number;
}

/** Where a share of the field is on the screen. */
async function onField(page: Page, x: number, y: number): Promise<Point> {
  const box = await boxOf(overlay(page));
  return { x: box.x + box.width * x, y: box.y + box.height * y };
}

const centreOf = (page: Page, selector: string): Promise<Point> =>
  centreOfBox(drawing(page).locator(selector).first());

/** A finger drag: Chromium turns the touch events into pointer events of type touch. */
async function touchDrag(cdp: CDPSession, from: Point, to: Point, steps = 8) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i += 1) {
    const at = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`), fullPage: true });
}

/** Nothing on the page is wider than the screen. */
async function expectNoSideways(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

const SIZES = [
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'desktop', width: 1280, height: 800, touch: false },
] as const;

for (const size of SIZES) {
  test.describe(`designer at ${size.width} x ${size.height}`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: size.touch,
      isMobile: size.touch,
    });

    test('a coach places players, draws a move, adds a frame, saves and reopens the play', async ({
      page,
    }) => {
      const phone = size.touch;
      await logInAt(page, DEMO_COACH, '/playbook/new?sport=basketball');
      await expect(overlay(page)).toBeVisible();
      const palette = page.getByRole('navigation', { name: 'Tools' });
      if (phone) {
        // The field takes the width; the palette and the side panel wait in drawers.
        await expect(palette).toHaveCount(0);
        await expect(page.getByRole('complementary', { name: 'Side panel' })).toHaveCount(0);
        const field = await boxOf(overlay(page));
        expect(field.width).toBeGreaterThan(size.width * 0.85);
      } else {
        await expect(palette).toBeVisible();
      }
      await expectNoSideways(page);
      await screenshot(page, `${size.name}-new-play`);

      const chooseTool = async (name: string) => {
        if (phone) {
          await page.getByRole('button', { name: 'Tools' }).tap();
          const drawer = page.getByRole('dialog', { name: 'Tools' });
          await expect(drawer).toBeVisible();
          if (name === 'Blue player') await screenshot(page, `${size.name}-tools-drawer`);
          await drawer.getByRole('button', { name, exact: true }).tap();
          await expect(drawer).toHaveCount(0);
        } else {
          await palette.getByRole('button', { name, exact: true }).click();
        }
      };
      const press = async (point: Point) => {
        if (phone) await page.touchscreen.tap(point.x, point.y);
        else await page.mouse.click(point.x, point.y);
      };

      await chooseTool('Blue player');
      await overlay(page).scrollIntoViewIfNeeded();
      await press(await onField(page, 0.3, 0.5));
      await press(await onField(page, 0.7, 0.5));
      await expect(players(page)).toHaveCount(2);

      await chooseTool('Move');
      const from = await centreOf(page, '[data-kind="player"]');
      const to = await onField(page, 0.3, 0.25);
      if (phone) {
        await touchDrag(await page.context().newCDPSession(page), from, to);
      } else {
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move(to.x, to.y, { steps: 8 });
        await page.mouse.up();
      }
      await expect(drawing(page).locator('[data-line="move"]')).toHaveCount(1);

      await page.getByRole('button', { name: 'Add frame at end' }).click();
      await expect(frameButton(page, 2)).toHaveAttribute('aria-current', 'step');

      const name = `Layout ${size.name} ${Date.now() % 1e6}`;
      if (phone) {
        const side = page.getByRole('dialog', { name: 'Side panel' });
        // Emulated Chromium sometimes drops the first tap after a CDP touch drag (as in the tablet walk), so the
        // button is tapped again while the drawer has not opened.
        await expect(async () => {
          if (!(await side.isVisible())) await page.getByRole('button', { name: 'Show side panel' }).tap();
          await expect(side).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 15_000 });
        await side.getByLabel('Name').fill(name);
        await screenshot(page, `${size.name}-side-panel-drawer`);
        await side.getByRole('button', { name: 'Close' }).tap();
        await expect(side).toHaveCount(0);
      } else {
        await page.getByLabel('Name').fill(name);
      }
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/playbook\/play\?p=/);
      await expect(page.getByText('Unsaved changes')).toHaveCount(0);
      await expectNoSideways(page);
      await screenshot(page, `${size.name}-saved-play`);

      await page.reload();
      await expect(players(page)).toHaveCount(2);
      await expect(frameButton(page, 2)).toBeVisible();
      await frameButton(page, 1).click();
      await expect(drawing(page).locator('[data-line="move"]')).toHaveCount(1);
      if (phone) await page.getByRole('button', { name: 'Show side panel' }).tap();
      await expect(page.getByLabel('Name')).toHaveValue(name);
    });
  });
}

const tapAt = (page: Page, point: Point) => page.touchscreen.tap(point.x, point.y);

/** A pen drag: CDP mouse events of pointer type pen reach the page as pointer events with pointerType 'pen'. */
async function penDrag(cdp: CDPSession, from: Point, to: Point, steps = 8) {
  const pen = { pointerType: 'pen' as const, button: 'left' as const };
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...from, pointerType: 'pen' });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...from, ...pen, clickCount: 1 });
  for (let i = 1; i <= steps; i += 1) {
    const at = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...at, ...pen, buttons: 1 });
  }
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...to, ...pen, clickCount: 1 });
}

test.describe('tablet (820 x 1180, touch and pen)', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test("a finger places and draws; the pen cannot drag a player that moves in the frame, but drags one that doesn't", async ({
    page,
  }) => {
    await logInAt(page, DEMO_COACH, '/playbook/new?sport=basketball');
    const palette = page.getByRole('navigation', { name: 'Tools' });
    await palette.getByRole('button', { name: 'Blue player', exact: true }).tap();
    await tapAt(page, await onField(page, 0.3, 0.6));
    await tapAt(page, await onField(page, 0.7, 0.6));
    await expect(players(page)).toHaveCount(2);
    const [first, second] = [players(page).nth(0), players(page).nth(1)];

    const cdp = await page.context().newCDPSession(page);
    await palette.getByRole('button', { name: 'Move', exact: true }).tap();
    await touchDrag(cdp, await centreOf(page, '[data-kind="player"]'), await onField(page, 0.3, 0.3));
    await expect(drawing(page).locator('[data-line="move"]')).toHaveCount(1);

    const select = palette.getByRole('button', { name: 'Select', exact: true });
    // Emulated Chromium now and then drops a tap that follows a CDP touch sequence (1 run in 3 here); this walk is
    // about the field's pointers, so the tool is tapped again until it is armed.
    await expect(async () => {
      await select.tap();
      await expect(select).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    const firstAt = await first.getAttribute('data-x');
    await penDrag(cdp, await centreOf(page, '[data-kind="player"]'), await onField(page, 0.5, 0.8));
    // Spec 2 §4: the moving player stays where it was.
    await expect(first).toHaveAttribute('data-x', firstAt!);
    const secondAt = await second.getAttribute('data-x');
    const secondBox = await boxOf(second);
    await penDrag(
      cdp,
      { x: secondBox.x + secondBox.width / 2, y: secondBox.y + secondBox.height / 2 },
      await onField(page, 0.85, 0.85),
    );
    await screenshot(page, 'tablet-pen');
    await expect(second).not.toHaveAttribute('data-x', secondAt!);
  });
});

test.describe('print mode', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('prints one frame per page or a grid, on Letter or A4', async ({ page }) => {
    await logInAt(page, DEMO_COACH, '/playbook/new?sport=basketball');
    await page
      .getByRole('navigation', { name: 'Tools' })
      .getByRole('button', { name: 'Blue player' })
      .click();
    const spot = await onField(page, 0.5, 0.5);
    await page.mouse.click(spot.x, spot.y);
    for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: 'Add frame at end' }).click();
    await page.getByLabel('Frame 5 comment').fill('Finish at the rim');

    await page.getByRole('button', { name: 'Print' }).click();
    const view = page.getByRole('region', { name: 'Print view' });
    const sheets = view.getByRole('article');
    await expect(sheets).toHaveCount(5);
    const pdfPages = async () => {
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
      return {
        count: (pdf.match(/\/Type\s*\/Page\b/g) ?? []).length,
        boxes: pdf.match(/\/MediaBox\s*\[[^\]]+\]/g),
      };
    };
    // Letter: 612 x 792 points, one frame on each.
    const letter = await pdfPages();
    expect(letter.count).toBe(5);
    expect(letter.boxes![0]).toMatch(/\[0 0 612 792\]/);

    await view.getByRole('radiogroup', { name: 'Layout' }).getByText('4 per page').click();
    await view.getByRole('radiogroup', { name: 'Paper' }).getByText('A4').click();
    await expect(sheets).toHaveCount(2);
    await expect(sheets.first().locator('svg[data-frame]')).toHaveCount(4);
    // A4: 210 x 297 mm, about 595 x 842 points (Chromium rounds the sheet to whole CSS pixels); two sheets.
    const a4 = await pdfPages();
    expect(a4.count).toBe(2);
    expect(a4.boxes![0]).toMatch(/\[0 0 59[45]\.\d+ 84[12]\.\d+\]/);

    await screenshot(page, 'desktop-print-view');
    await page.emulateMedia({ media: 'print' });
    // On paper only the pages print: no header, navigation, toolbar or chooser.
    await expect(page.getByRole('toolbar', { name: 'Play editor' })).toBeHidden();
    await expect(view.getByRole('radiogroup', { name: 'Layout' })).toBeHidden();
    await expect(sheets.first()).toBeVisible();
    await screenshot(page, 'desktop-print-media');
  });
});

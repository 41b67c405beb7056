import AxeBuilder from '@axe-core/playwright';
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { DEMO_COACH, DEMO_PLAYER, logInAt } from './support/accounts';

/**
 * Issue 17's "Done means", against the embedded product with the demo seed: the demo coach builds a template,
 * evaluates two players with the keyboard (timed), shares one evaluation with the demo player, who finds it under
 * /profile/account/evaluations; the roster shows overall ratings; a depth chart is filled by dragging and by
 * suggestion, saved and reloaded. Every screen is checked with axe at phone and desktop size and photographed
 * (EVAL_SHOTS=<folder> keeps the PNGs).
 */
const SHOTS = process.env.EVAL_SHOTS;
// Each screen is a chain of lazy chunks: at load ≈ 30 the browser fetched them seconds apart and My evaluations
// asked for its data 17 s after the navigation, past the default 15 s. Waits that name their own timeout keep it.
const expect = baseExpect.configure({ timeout: 45_000 });
test.use({ actionTimeout: 20_000 });
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function signedIn(
  browser: Browser,
  account: typeof DEMO_COACH,
  viewport = { width: 1280, height: 800 },
) {
  // No service worker: it answers teams' GET calls network first but from its cache after 5 s (pwa/), so on a
  // loaded machine a reload showed the roster as cached before the rating arrived. offline.spec.ts covers it.
  const context = await browser.newContext({
    viewport,
    hasTouch: viewport.width < 600,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await logInAt(page, account);
  return page;
}

/** A bearer header of the demo coach, for the calls the walk checks behind the screens. */
async function coachAuth(page: Page): Promise<{ authorization: string }> {
  const login = await page.request.post('/api/account/login', { data: DEMO_COACH });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

/** The demo team's id from the coach's teams (the walk carries it as t=). */
async function teamId(page: Page, name = 'Demo Hoops'): Promise<string> {
  const answer = await page.request.get('/api/teams/retrieveTeams', { headers: await coachAuth(page) });
  const teams = (await answer.json()) as { owned: { id: string; name: string }[] };
  return teams.owned.find((team) => team.name === name)!.id;
}

/** axe at the current size, and a photo when asked for. */
async function check(page: Page, name: string) {
  // The page content only: the header's notification bell is another issue's (see the report of issue 17).
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(WCAG).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(' | ')}`,
    );
  expect(serious, `${name}: axe`).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Scores every criterion of the open form with the keyboard; answers the milliseconds it took. */
async function scoreAll(page: Page, digit: string): Promise<number> {
  const groups = page.getByRole('radiogroup');
  const count = await groups.count();
  const started = Date.now();
  await groups.first().getByRole('radio').first().focus();
  for (let i = 0; i < count; i++) await page.keyboard.press(digit);
  const took = Date.now() - started;
  await expect(groups.last().getByRole('radio', { checked: true })).toHaveAccessibleName(
    digit === '0' ? '10' : digit,
  );
  return took;
}

test('a coach builds a template, evaluates and shares; the player reads it; the roster rates; the depth chart fills', async ({
  browser,
}) => {
  // Every screen at two sizes with axe and three sign-ins: at load ≈ 45 every step passed and the last phone
  // screen was reached at 257 s, past the 240 s this had.
  test.setTimeout(480_000);
  const coach = await signedIn(browser, DEMO_COACH);
  const t = await teamId(coach);

  // 1. A new ten-point template, then an update (version 2).
  await coach.goto(`/profile/settings/evaluation/template?t=${t}`);
  await coach.getByRole('button', { name: 'New template' }).click();
  const form = coach.getByRole('form', { name: 'Evaluation template' });
  await form.getByLabel('Name').fill('Tryouts');
  await form.getByText('10 points').click();
  await form.getByRole('button', { name: 'Remove block' }).click();
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(coach.getByRole('status')).toContainText('Template saved (version 1).');
  await expect(coach).toHaveURL(/[?&]e=/);
  await expect(form.getByRole('heading', { name: 'Edit Tryouts' })).toBeVisible();
  await form.getByLabel('Name').fill('Tryouts 2026');
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(coach.getByRole('status')).toContainText('Template saved (version 2).');
  await check(coach, 'template-desktop');

  // 2. Two players evaluated from their overview, every criterion with the keyboard, timed.
  const timings: number[] = [];
  for (const name of ['Parker Player', 'Jordan Reed']) {
    await coach.goto(`/team/roster?t=${t}`);
    await coach.getByRole('link', { name }).click();
    await expect(coach).toHaveURL(/\/team\/player\/overview\?/);
    await coach.getByRole('link', { name: 'New evaluation' }).click();
    await expect(coach.getByRole('combobox', { name: 'Template' })).toHaveValue('Tryouts 2026 (v2)');
    const took = await scoreAll(coach, name === 'Parker Player' ? '8' : '6');
    timings.push(took);
    expect(took, 'scoring every criterion with the keyboard').toBeLessThan(20_000);
    await coach.getByLabel('Height (feet/inches)').fill(`6'1"`);
    if (name === 'Jordan Reed') await check(coach, 'evaluation-form-desktop');
    await coach.getByRole('button', { name: 'Save evaluation' }).click();
    await expect(coach.getByRole('status')).toContainText('Evaluation saved.');
  }
  console.log(`keyboard scoring of 19 criteria: ${timings.join(' ms, ')} ms`);

  // 3. Share Parker's new evaluation with the player; the overview shows the radar and the trend.
  await coach.goto(`/team/roster?t=${t}`);
  await coach.getByRole('link', { name: 'Parker Player' }).click();
  const card = coach.getByRole('region', { name: 'Ratings and evaluations' });
  await expect(card.getByTestId('rating-agreement')).toBeVisible();
  // Newest first: the row under the header is the evaluation just written.
  const newest = card.getByRole('row').nth(1);
  await expect(newest).toContainText('80');
  await newest.getByRole('combobox').selectOption('PLAYER');
  await expect(newest.getByRole('combobox')).toHaveValue('PLAYER');
  await check(coach, 'player-overview-desktop');

  // 4. The roster shows overall ratings (Parker's new 80 averages with nothing else: one coach).
  await coach.goto(`/team/roster?t=${t}`);
  const ratingOfParker = coach
    .getByRole('table', { name: 'Players' })
    .getByRole('row')
    .filter({ hasText: 'Parker Player' })
    .getByRole('cell')
    .nth(3);
  // The rating reaches the roster by event (evaluations' PlayerRatingChanged, stored by teams). Wait on that
  // condition itself, teams' roster answering 80 (straight from the gateway, no service worker cache), rather
  // than reloading the screen against a clock. Then one load of the screen shows it.
  const auth = await coachAuth(coach);
  const waited = Date.now();
  await expect
    .poll(
      async () => {
        const answer = await coach.request.get(`/api/teams/getRoster?teamId=${t}`, { headers: auth });
        const { roster } = (await answer.json()) as {
          roster: { firstName: string; lastName: string; overallRating: number | null }[];
        };
        return roster.find((p) => `${p.firstName} ${p.lastName}` === 'Parker Player')?.overallRating;
      },
      { timeout: 90_000, intervals: [250, 500, 1000] },
    )
    .toBe(80);
  console.log(`Parker's rating on the roster after ${Date.now() - waited} ms of waiting`);
  await coach.goto(`/team/roster?t=${t}`);
  await expect(ratingOfParker).toHaveText('80');
  await check(coach, 'roster-desktop');

  // 5. The player finds it under My evaluations.
  const player = await signedIn(browser, DEMO_PLAYER);
  await player.goto(`/profile/account/evaluations?t=${t}`);
  await expect(player.getByRole('region', { name: 'Evaluation of Parker Player' }).first()).toContainText(
    'Overall',
  );
  await expect(
    player
      .getByRole('navigation', { name: 'My evaluations' })
      .getByRole('link', { name: /overall 80/ })
      .first(),
  ).toBeVisible();
  await check(player, 'my-evaluations-desktop');

  // 6. Depth chart: drag a player into a starter slot, then suggest from ratings, save, reload.
  await coach.goto(`/team/depth-chart?t=${t}`);
  const pool = coach.getByRole('region', { name: 'Players' });
  const jordan = pool.getByRole('button', { name: /Jordan Reed/ });
  const slot = coach.getByTestId('slot:starters:0:4');
  await jordan.hover();
  await coach.mouse.down();
  const box = (await slot.boundingBox())!;
  await coach.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
  await coach.mouse.up();
  await expect(slot).toContainText('Jordan Reed');
  await expect(coach.getByText('Unsaved changes')).toBeVisible();
  // With the keyboard: Enter on a player, then Enter on a slot.
  await pool.getByRole('button', { name: /Parker Player/ }).focus();
  await coach.keyboard.press('Enter');
  const third = coach.getByTestId('slot:starters:0:2');
  await third.getByRole('button').focus();
  await coach.keyboard.press('Enter');
  await expect(third).toContainText('Parker Player');
  // Pressed right after the keyboard placement (a press is never lost: one made while the roster is on its way waits).
  await coach.getByRole('button', { name: 'Suggest from ratings' }).click();
  const starters = coach.getByTestId(/^slot:starters:0:/);
  await expect
    .poll(async () => (await starters.allInnerTexts()).filter((text) => !text.includes('Empty')).length)
    .toBeGreaterThanOrEqual(5);
  const suggested = await starters.allInnerTexts();
  await coach.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(coach.getByText('Depth chart saved.')).toBeVisible();
  await expect(coach.getByText('Unsaved changes')).toHaveCount(0);
  await check(coach, 'depth-chart-desktop');
  await coach.reload();
  await expect(coach.getByTestId(/^slot:starters:0:/)).toHaveText(suggested);

  // Phone size: the same screens fit 390 px and stay axe clean.
  const phone = await signedIn(browser, DEMO_COACH, { width: 390, height: 844 });
  for (const [name, path] of [
    ['template-phone', `/profile/settings/evaluation/template?t=${t}`],
    ['roster-phone', `/team/roster?t=${t}`],
    ['depth-chart-phone', `/team/depth-chart?t=${t}`],
  ] as const) {
    await phone.goto(path);
    await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
    await phone.waitForLoadState('networkidle');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} is no wider than the screen`).toBeLessThanOrEqual(0);
    await check(phone, name);
  }
  // On a phone a tap picks a player and a tap on a slot places them (the touch drag needs a long press).
  await phone
    .getByRole('region', { name: 'Players' })
    .getByRole('button', { name: /Parker Player/ })
    .tap();
  const first = phone.getByTestId('slot:starters:0:0');
  await first.getByRole('button').tap();
  await expect(first).toContainText('Parker Player');
  // Leaving with that unsaved change asks first; dismissing stays on the chart.
  let asked = '';
  phone.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await phone.getByRole('link', { name: 'Profile' }).last().click();
  await expect
    .poll(() => asked)
    .toBe(
      'You have unsaved changes. If you navigate away, these changes will be lost. Are you sure you want to continue?',
    );
  await expect(phone).toHaveURL(/\/team\/depth-chart/);
  await phone.goto(`/team/roster?t=${t}`);
  await phone.getByRole('link', { name: 'Parker Player' }).click();
  await phone.getByRole('link', { name: 'New evaluation' }).click();
  await expect(phone.getByRole('radiogroup').first()).toBeVisible();
  expect(
    await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await check(phone, 'evaluation-form-phone');
  await phone.goto(`/team/roster?t=${t}`);
  await phone.getByRole('link', { name: 'Parker Player' }).click();
  await expect(phone.getByRole('region', { name: 'Ratings and evaluations' })).toBeVisible();
  await check(phone, 'player-overview-phone');
});

/** The centre of an element on the screen. */
async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Opening the chart: at load ≈ 50 the browser itself took 12 s to fill a field, and the page showed its chart 20 s in. */
const PAGE_LOAD = { timeout: 60_000 };

/** The first of the slots that does not hold the player (the chart and the roster both loaded). */
async function freeSlotFor(page: Page, player: string, slots: string[]): Promise<string> {
  await expect(page.getByTestId(slots[0]!)).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('region', { name: 'Players' }).getByRole('button').first()).toBeVisible(
    PAGE_LOAD,
  );
  for (const slot of slots) if (!(await page.getByTestId(slot).innerText()).includes(player)) return slot;
  throw new Error(`${player} is in every one of ${slots.join(', ')}`);
}

/** Saves the chart, reloads it and expects the slot to hold the player as the server gave it back. */
async function saveAndReload(page: Page, slotTestId: string, player: string): Promise<void> {
  // Emulated Chromium sometimes drops the first click after a CDP touch drag (as designer-layouts.spec.ts notes), so
  // the click is retried, but only while the edits are still unsaved: a loaded machine answered a save after the
  // 5 s wait, and pressing Save again then sent whatever the page showed at that moment.
  const unsaved = page.getByText('Unsaved changes');
  await expect(async () => {
    if (await unsaved.isVisible()) await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Depth chart saved.')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(unsaved).toHaveCount(0);
  await page.reload();
  // Waited for, not read once: the chart can arrive before the roster, and until then a slot shows "Empty".
  await expect(page.getByTestId(slotTestId)).toContainText(player, PAGE_LOAD);
}

test('the depth chart takes a player by keyboard drag (Space, arrows, Space) and by touch drag (long press, move)', async ({
  browser,
}) => {
  // Two sign-ins, two drags, two saves and reloads: at load ≈ 50 the browser took 15 s to fill one field and the
  // whole walk 125 s; the steps themselves wait on the page, not on a clock.
  test.setTimeout(300_000);
  // Keyboard, as dnd-kit's keyboard sensor does: Space lifts, each arrow moves 25 px, Space drops.
  const coach = await signedIn(browser, DEMO_COACH);
  const t = await teamId(coach);
  await coach.goto(`/team/depth-chart?t=${t}`);
  // A slot the player is not in yet (the walk runs again on the same data), so landing there proves the drag.
  const target = await freeSlotFor(coach, 'Sam Ortiz', ['slot:starters:0:1', 'slot:starters:0:2']);
  const slot = coach.getByTestId(target);
  await slot.scrollIntoViewIfNeeded();
  const sam = coach.getByRole('region', { name: 'Players' }).getByRole('button', { name: /Sam Ortiz/ });
  await sam.focus();
  const from = await centre(sam);
  const to = await centre(slot);
  await coach.keyboard.press('Space');
  // Lifted: the live region says where the player is.
  await expect(coach.getByText(/Sam Ortiz is over the player list/)).toBeAttached();
  const across = Math.round((to.x - from.x) / 25);
  const down = Math.round((to.y - from.y) / 25);
  for (let i = 0; i < Math.abs(down); i++) await coach.keyboard.press(down > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(across); i++)
    await coach.keyboard.press(across > 0 ? 'ArrowRight' : 'ArrowLeft');
  await coach.keyboard.press('Space');
  await expect(slot).toContainText('Sam Ortiz');
  await expect(coach.getByText('Unsaved changes')).toBeVisible();
  await saveAndReload(coach, target, 'Sam Ortiz');

  // Touch: a finger held past the sensor's 150 ms delay, then moved onto the slot (CDP touch events).
  const phone = await signedIn(browser, DEMO_COACH, { width: 390, height: 844 });
  await phone.goto(`/team/depth-chart?t=${t}`);
  await expect(phone.getByTestId('slot:starters:0:3')).toBeVisible(PAGE_LOAD);
  const touchTarget = await freeSlotFor(phone, 'Riley Chen', ['slot:starters:0:3', 'slot:starters:0:4']);
  const touchSlot = phone.getByTestId(touchTarget);
  const riley = phone.getByRole('region', { name: 'Players' }).getByRole('button', { name: /Riley Chen/ });
  await expect(riley).toBeVisible();
  // Both on screen at once: the slot, then the player's chip brought as close as the page allows.
  await touchSlot.scrollIntoViewIfNeeded();
  const cdp = await phone.context().newCDPSession(phone);
  const start = await centre(riley);
  const end = await centre(touchSlot);
  const viewport = phone.viewportSize()!;
  expect(start.y, 'the player is on the screen with the slot').toBeLessThan(viewport.height);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  // The long press: held until the sensor's 150 ms delay has made it a drag. Waiting on the drag itself, not on a
  // clock: on a loaded machine Chromium ran the moves before the page's delay timer, which cancels a drag.
  await expect(riley).toHaveAttribute('data-dragging', 'true');
  const steps = 10;
  for (let i = 1; i <= steps; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [
        { x: start.x + ((end.x - start.x) * i) / steps, y: start.y + ((end.y - start.y) * i) / steps },
      ],
    });
  // The drag scrolls the page near its edges (dnd-kit's auto-scroll), so the finger follows the slot until the
  // slot says the player is over it, as a person's would; then it lifts.
  // It lifts only once the slot stands still under the finger: while the finger sits in the auto-scroll zone the
  // page keeps scrolling, and a lift right after the first "over" once dropped the player on the next slot.
  await expect(async () => {
    const at = await centre(touchSlot);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
    await expect(touchSlot).toHaveAttribute('data-over', 'true', { timeout: 500 });
    const still = await centre(touchSlot);
    expect(Math.abs(still.y - at.y) + Math.abs(still.x - at.x), 'the page stopped scrolling').toBeLessThan(2);
  }).toPass({ timeout: 15_000 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(touchSlot).toContainText('Riley Chen');
  await saveAndReload(phone, touchTarget, 'Riley Chen');
});

/**
 * What another coach's save does meanwhile: the same call the page makes, from the version stored now, from a
 * request context of its own (a sign-in through the page's context would sign the page in again).
 */
async function savedElsewhere(
  other: APIRequestContext,
  t: string,
  what: 'template' | 'depth chart',
): Promise<void> {
  const login = await other.post('/api/account/login', { data: DEMO_COACH });
  const headers = {
    authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  };
  if (what === 'template') {
    const listed = await other.get(`/api/evaluations/getEvaluationTemplates?teamId=${t}`, { headers });
    const [stored] = ((await listed.json()) as { templates: Array<Record<string, unknown>> }).templates;
    const { teamId: _team, createdDate: _created, lastModified: _modified, ...template } = stored!;
    const saved = await other.post('/api/evaluations/saveEvaluationTemplate', {
      headers,
      data: { teamId: t, template: { ...template, name: 'Preseason' } },
    });
    expect(saved.status()).toBe(200);
  } else {
    const read = await other.get(`/api/evaluations/getDepthChart?teamId=${t}`, { headers });
    const { depthChart } = (await read.json()) as { depthChart: { sections: unknown; version: number } };
    const saved = await other.post('/api/evaluations/saveDepthChart', {
      headers,
      data: { teamId: t, depthChart: { sections: depthChart.sections, version: depthChart.version } },
    });
    expect(saved.status()).toBe(200);
  }
}

/** The demo coach's first evaluation of a player of the team, read as another coach would (own request context). */
async function firstEvaluation(other: APIRequestContext, t: string) {
  const login = await other.post('/api/account/login', { data: DEMO_COACH });
  const headers = {
    authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  };
  const roster = (await (await other.get(`/api/teams/getRoster?teamId=${t}`, { headers })).json()) as {
    roster: Array<{ id: string; playerId: string | null }>;
  };
  for (const person of roster.roster.filter((p) => p.playerId === null)) {
    const read = await other.get(`/api/teams/getPlayerEvaluations?teamId=${t}&rosterId=${person.id}`, {
      headers,
    });
    const { evaluations } = (await read.json()) as { evaluations: Array<Record<string, unknown>> };
    if (evaluations[0]) return { headers, rosterId: person.id, evaluation: evaluations[0] };
  }
  throw new Error('the demo team has no evaluation');
}

test('a save from a version someone else has replaced shows the conflict, keeps the changes and saves them on request', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const coach = await signedIn(browser, DEMO_COACH, viewport);
    const t = await teamId(coach);

    // The template form: renamed, then another coach saves, then Save.
    await coach.goto(`/profile/settings/evaluation/template?t=${t}`);
    const select = coach.getByRole('combobox', { name: 'Template' });
    await expect(select).toBeVisible();
    const firstTemplate = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(firstTemplate!);
    // The choice opens the template's editor in a navigation of its own: typed before it lands, text would go to
    // the editor it replaces.
    await expect(coach).toHaveURL(new RegExp(`[?&]e=${firstTemplate}`));
    await expect(coach.getByText(/^Edit /)).toBeVisible();
    const name = coach.getByRole('textbox', { name: 'Name' });
    await name.fill(`Preseason ${size}`);
    await savedElsewhere(request, t, 'template');
    await coach.getByRole('button', { name: 'Save template' }).click();
    const conflict = coach.getByRole('alert').filter({ hasText: 'Someone else saved a newer version' });
    await expect(conflict).toBeVisible();
    await expect(name).toHaveValue(`Preseason ${size}`);
    await check(coach, `template-conflict-${size}`);
    await coach.getByRole('button', { name: 'Save mine over it' }).click();
    await expect(coach.getByText(/Template saved \(version \d+\)\./)).toBeVisible();
    await expect(conflict).toHaveCount(0);

    // An evaluation: notes typed, another coach saves it, then Save; saving over keeps the notes.
    const { rosterId, evaluation } = await firstEvaluation(request, t);
    await coach.goto(`/team/player/evaluation/edit?t=${t}&p=${rosterId}&e=${String(evaluation['id'])}`);
    const notes = coach.getByRole('textbox', { name: 'Notes' });
    await expect(notes).toBeVisible(PAGE_LOAD);
    await notes.fill(`Quick hands (${size})`);
    const other = await firstEvaluation(request, t);
    const elsewhere = await request.post('/api/evaluations/saveEvaluation', {
      headers: other.headers,
      data: {
        teamId: t,
        rosterId,
        evaluation: {
          id: evaluation['id'],
          version: other.evaluation['version'],
          templateId: evaluation['templateId'],
          scores: evaluation['scores'],
          notes: 'Seen by another coach',
        },
      },
    });
    expect(elsewhere.status()).toBe(200);
    await coach.getByRole('button', { name: 'Save evaluation' }).click();
    await expect(conflict).toBeVisible();
    await expect(notes).toHaveValue(`Quick hands (${size})`);
    await check(coach, `evaluation-conflict-${size}`);
    await coach.getByRole('button', { name: 'Save mine over it' }).click();
    await expect(coach.getByText('Evaluation saved.')).toBeVisible();
    await expect(conflict).toHaveCount(0);

    // The depth chart: a player placed, another coach saves the chart, then Save; loading the latest drops the edit.
    await coach.goto(`/team/depth-chart?t=${t}`);
    await expect(coach.getByTestId('slot:starters:0:0')).toBeVisible(PAGE_LOAD);
    await coach.getByRole('region', { name: 'Players' }).getByRole('button').first().click();
    await coach.getByTestId('slot:starters:0:0').getByRole('button').click();
    await expect(coach.getByText('Unsaved changes')).toBeVisible();
    await savedElsewhere(request, t, 'depth chart');
    await coach.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(conflict).toBeVisible();
    await expect(coach.getByText('Unsaved changes')).toBeVisible();
    await check(coach, `depth-chart-conflict-${size}`);
    await coach.getByRole('button', { name: 'Load the latest' }).click();
    await expect(conflict).toHaveCount(0);
    await expect(coach.getByText('Unsaved changes')).toHaveCount(0);
    await coach.context().close();
  }
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { DEMO_COACH, DEMO_PLAYER, logInAt } from './support/accounts';
import { FIXED_MONTH_LEADING_DAYS, onFixedClock } from './support/clock';

/**
 * Issue 15's "Done means", against the embedded product with the demo seed: a coach creates a weekly practice
 * series over the 14 March 2027 clock change and a game with a location and a reminder; the coach nudges the
 * player who has not answered and the player answers from the mailed one-click link (signed out); the coach takes
 * attendance, moves one practice and cancels another; the player's calendar feed, parsed by ical.js, shows the
 * series at 18:00 on both sides of the change, the moved and the cancelled event. Screens are checked with axe and
 * photographed at phone and desktop size (SCHEDULE_SHOTS=<folder> keeps the PNGs).
 */
const SHOTS = process.env.SCHEDULE_SHOTS;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const TAG = Date.now().toString(36);

test.use({ actionTimeout: 20_000 });
const PRACTICE = `Practice ${TAG}`;
const OPPONENT = `Rivals ${TAG}`;

/** A signed-in page; `fixedClock` for the screens drawn from today's date (support/clock.ts). */
async function signedIn(
  browser: Browser,
  account: typeof DEMO_COACH,
  viewport = DESKTOP,
  options: { fixedClock?: boolean } = {},
) {
  const context = await browser.newContext({ viewport });
  if (options.fixedClock) await onFixedClock(context);
  const page = await context.newPage();
  await logInAt(page, account);
  return page;
}

async function tokenOf(page: Page, account: typeof DEMO_COACH): Promise<string> {
  const login = await page.request.post('/api/account/login', { data: account });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

async function teamId(page: Page, name = 'Demo Hoops'): Promise<string> {
  const answer = await page.request.get('/api/teams/retrieveTeams', {
    headers: { authorization: `Bearer ${await tokenOf(page, DEMO_COACH)}` },
  });
  const teams = (await answer.json()) as { owned: { id: string; name: string }[] };
  return teams.owned.find((team) => team.name === name)!.id;
}

async function check(page: Page, name: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(' | ')}`);
  expect(serious, `${name}: axe`).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A local date (YYYY-MM-DD) n days from today in New York, the demo teams' zone. */
function nyDate(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return parts;
}

/**
 * An event on each day the fixed month's grid shows from the month before, so the month checks always meet those
 * days with an event dot (the case that once failed contrast only in the Decembers).
 */
async function eventsOnLeadingDays(page: Page, team: string) {
  const headers = { authorization: `Bearer ${await tokenOf(page, DEMO_COACH)}` };
  for (const date of FIXED_MONTH_LEADING_DAYS) {
    const saved = await page.request.post('/api/schedule/saveEvent', {
      headers,
      data: {
        teamId: team,
        event: {
          eventType: 'PRACTICE',
          title: `Early practice ${TAG}`,
          date,
          startTime: '09:00',
          endTime: '10:00',
        },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
}

/**
 * A day button of the fixed month's grid that holds events, by its name: "30 November 2026, 2 event(s)" on a phone,
 * "30, 9 AM Early practice, ... (November 2026, 2 event(s))" on a desktop, whose cells list their events.
 */
function dayWithEvents(page: Page, day: number, month = 'November') {
  return page.getByRole('button', { name: new RegExp(`^${day}\\b.*${month} 2026, \\d+ event\\(s\\)`) });
}

/** The fixed month's leading days carry their events: the button names say so. */
async function expectLeadingDaysWithEvents(page: Page) {
  for (const date of FIXED_MONTH_LEADING_DAYS)
    await expect(dayWithEvents(page, Number(date.slice(8)))).toBeVisible();
}

/** On a phone the schedule's toolbar is one row: the first event shows on the first screen (its middle above the fold). */
async function expectFirstEventAboveTheFold(page: Page) {
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box!.y + box!.height / 2, 'the first event shows above the fold').toBeLessThan(
    page.viewportSize()!.height,
  );
}

/** At desktop width a month day cell shows its events' start times and titles: the leading days' practice. */
async function expectTitlesInDayCells(page: Page) {
  for (const date of FIXED_MONTH_LEADING_DAYS) {
    await expect(
      dayWithEvents(page, Number(date.slice(8)))
        .getByText(`Early practice ${TAG}`)
        .first(),
    ).toBeVisible();
    await expect(dayWithEvents(page, Number(date.slice(8)))).toContainText(`9 AM Early practice ${TAG}`);
  }
}

async function typeDate(page: Page, label: string, value: string) {
  const input = page.getByRole('dialog').getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Tab');
}

test('schedule: series across DST, a game with a reminder, nudge and one-click RSVP, attendance, the feed', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const coach = await signedIn(browser, DEMO_COACH);
  const t = await teamId(coach);
  // The home page shows the team's next events (spec 1 §9: the three most recent), each opening on the schedule.
  await coach.goto(`/?t=${t}`);
  const next = coach.getByRole('region', { name: 'Upcoming events' });
  await expect(next.getByRole('listitem').first()).toBeVisible();
  expect(await next.getByRole('listitem').count()).toBeLessThanOrEqual(3);
  await expect(next.getByRole('link').first()).toHaveAttribute('href', /\/schedule\?.*ev=/);
  await coach.goto(`/schedule?t=${t}`);
  // The demo seed's season is there.
  await expect(coach.getByRole('article').first()).toBeVisible();
  await check(coach, 'schedule-desktop');

  // 1. A weekly Tuesday practice at 18:00 from 2 to 23 March 2027, across the clock change of 14 March.
  await coach.getByRole('button', { name: 'New event' }).click();
  const form = coach.getByRole('dialog', { name: 'New event' });
  await form.getByLabel('Title (optional)').fill(PRACTICE);
  await form.getByLabel('Repeat weekly').check();
  await typeDate(coach, 'First date', '2027-03-02');
  await form.getByLabel('Start').fill('18:00');
  await form.getByLabel('End').fill('19:30');
  await form.getByText('Tue', { exact: true }).click();
  await typeDate(coach, 'Last date', '2027-03-23');
  await form.getByLabel('Location').fill('North Gym');
  await check(coach, 'schedule-series-form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(coach.getByText('Event changes saved')).toBeVisible();
  const practices = coach.getByRole('article', { name: PRACTICE });
  await expect(practices).toHaveCount(4);
  await expect(practices.filter({ hasText: 'Mar 9' })).toContainText('6:00 PM – 7:30 PM EST');
  await expect(practices.filter({ hasText: 'Mar 16' })).toContainText('6:00 PM – 7:30 PM EDT');

  // Bulk edit: the series chosen together moves to another gym, each practice keeping its date and time.
  await coach.getByRole('button', { name: 'Select events' }).click();
  await coach.getByRole('checkbox', { name: new RegExp(`^Select ${PRACTICE}, Tue, Mar 2 `) }).check();
  await coach.getByRole('button', { name: 'Select the series' }).click();
  await expect(coach.getByText('4 selected')).toBeVisible();
  await coach.getByRole('button', { name: 'Edit selected' }).click();
  const bulk = coach.getByRole('dialog', { name: 'Edit 4 events' });
  await bulk.getByLabel('Location').fill('South Gym');
  await check(coach, 'schedule-bulk-edit');
  await bulk.getByRole('button', { name: 'Save' }).click();
  await expect(bulk).toBeHidden();
  await expect(practices.filter({ hasText: 'South Gym' })).toHaveCount(4);
  await expect(practices.filter({ hasText: 'Mar 16' })).toContainText('6:00 PM – 7:30 PM EDT');

  // 2. A game in five days with a location and a reminder the day before.
  await coach.getByRole('button', { name: 'New event' }).click();
  await form.getByRole('combobox', { name: 'Type' }).click();
  await coach.getByRole('option', { name: 'Game' }).click();
  await form.getByLabel('Opponent').fill(OPPONENT);
  await typeDate(coach, 'Date', nyDate(5));
  await form.getByLabel('Location').fill('Lincoln High Gym');
  await form.getByRole('combobox', { name: 'Reminder' }).click();
  await coach.getByRole('option', { name: 'One Day Before' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(coach.getByText('Event changes saved')).toBeVisible();

  // 3. The coach nudges who has not answered; the player answers from the mailed link, signed out.
  await coach.getByRole('button', { name: `Game vs ${OPPONENT}` }).click();
  const details = coach.getByRole('dialog', { name: 'Event details' });
  await expect(details).toContainText('Reminder: One Day Before');
  await expect(details).toContainText('Location: Lincoln High Gym');
  await expect(details.getByText('Not answered yet')).toBeVisible();
  await check(coach, 'schedule-event-details');
  await details.getByRole('button', { name: 'Nudge who has not answered' }).click();
  await expect(details.getByText('Notification sent successfully')).toBeVisible();

  const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
  await visitor.goto('/dev/mailbox');
  await visitor.getByLabel('Recipient').fill(DEMO_PLAYER.email);
  const mail = visitor
    .getByRole('article')
    .filter({ has: visitor.getByRole('heading', { name: new RegExp(`Reminder: Game vs ${OPPONENT}`) }) })
    .first();
  await expect(mail).toBeVisible();
  const going = mail.locator('a[href*="/schedule/update-rsvp"][href*="s=GOING"]').first();
  await expect(going, `the mail: ${await mail.innerText()}`).toBeVisible();
  await going.click();
  await expect(visitor.getByText('Your answer was saved: Going')).toBeVisible();
  await check(visitor, 'schedule-update-rsvp-phone');

  // 4. The coach sees the answer and takes attendance.
  await coach.reload();
  const reopened = coach.getByRole('dialog', { name: 'Event details' });
  await expect(
    reopened
      .getByRole('list', { name: 'Answers' })
      .getByRole('listitem')
      .filter({ hasText: 'Parker Player' }),
  ).toContainText('Going');
  // Other walks of the run may have added players to the demo team who have not answered: only ours must be gone.
  await expect(
    reopened.getByRole('alert').filter({ hasText: 'Not answered yet' }).filter({ hasText: 'Parker Player' }),
  ).toHaveCount(0);
  await reopened.getByRole('button', { name: 'Attendance' }).click();
  const sheet = coach.getByRole('dialog', { name: 'Attendance' });
  await sheet.getByRole('checkbox').first().check();
  await sheet.getByRole('button', { name: 'Save attendance' }).click();
  await expect(sheet.getByText('Attendance saved')).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).last().click();
  await reopened
    .getByRole('button', { name: 'Close' })
    .first()
    .click()
    .catch(() => undefined);
  await coach.goto(`/schedule?t=${t}`);

  // 5. One practice moves to 17:00, another is cancelled.
  await practices.filter({ hasText: 'Mar 16' }).getByRole('button', { name: PRACTICE }).click();
  await details.getByRole('button', { name: 'Edit' }).click();
  const edit = coach.getByRole('dialog', { name: 'Edit event' });
  await edit.getByLabel('Start').fill('17:00');
  await edit.getByLabel('End').fill('18:30');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(coach.getByText('Event changes saved')).toBeVisible();
  await coach.goto(`/schedule?t=${t}`);
  await practices.filter({ hasText: 'Mar 23' }).getByRole('button', { name: PRACTICE }).click();
  await details.getByRole('button', { name: 'Cancel event' }).click();
  await coach
    .getByRole('dialog', { name: 'Cancel event' })
    .getByRole('button', { name: 'Cancel event' })
    .click();
  await expect(details.getByText('Cancelled', { exact: true })).toBeVisible();

  // 6. The player's feed, read by ical.js.
  const player = await tokenOf(coach, DEMO_PLAYER);
  const feed = await coach.request.post('/api/schedule/getCalendarFeed', {
    headers: { authorization: `Bearer ${player}` },
    data: { scope: 'TEAM', teamId: t },
  });
  const { url } = (await feed.json()) as { url: string };
  const ics = await coach.request.get(new URL(url).pathname + new URL(url).search);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const root = new ICAL.Component(ICAL.parse(await ics.text()));
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const mine = root
    .getAllSubcomponents('vevent')
    .map((v) => ({ event: new ICAL.Event(v), status: String(v.getFirstPropertyValue('status')) }))
    .filter(({ event }) => event.summary.includes(PRACTICE))
    .map(({ event, status }) => [
      event.startDate.toJSDate().toISOString(),
      status,
      event.sequence,
      event.location,
    ]);
  // The bulk edit raised every practice's SEQUENCE once; the move and the cancellation once more.
  expect(mine).toEqual([
    ['2027-03-02T23:00:00.000Z', 'CONFIRMED', 1, 'South Gym'],
    ['2027-03-09T23:00:00.000Z', 'CONFIRMED', 1, 'South Gym'],
    ['2027-03-16T21:00:00.000Z', 'CONFIRMED', 2, 'South Gym'],
    ['2027-03-23T22:00:00.000Z', 'CANCELLED', 2, 'South Gym'],
  ]);

  // The screens at phone size: the feed and the month, on the fixed clock (December 2026, with two November days).
  await eventsOnLeadingDays(coach, t);
  const phone = await signedIn(browser, DEMO_PLAYER, PHONE, { fixedClock: true });
  await phone.goto(`/schedule?t=${t}`);
  await expectFirstEventAboveTheFold(phone);
  await check(phone, 'schedule-phone');
  await phone.getByText('Month', { exact: true }).click();
  await expect(phone.getByText('Wednesday, December 2', { exact: true })).toBeVisible();
  await expectLeadingDaysWithEvents(phone);
  await check(phone, 'schedule-month-phone');

  // The coach's phone: one toolbar row, the first event above the fold, the other actions in "More".
  const coachPhone = await signedIn(browser, DEMO_COACH, PHONE, { fixedClock: true });
  await coachPhone.goto(`/schedule?t=${t}`);
  await expectFirstEventAboveTheFold(coachPhone);
  await check(coachPhone, 'schedule-phone-coach');
  await coachPhone.getByRole('button', { name: 'More' }).click();
  for (const name of [
    'Select events',
    'Practice templates',
    'Event types and places',
    'Calendar feed',
    'Club calendar',
  ])
    await expect(coachPhone.getByRole('menuitem', { name })).toBeVisible();
  await check(coachPhone, 'schedule-phone-coach-more');
  await coachPhone.getByRole('menuitem', { name: 'Event types and places' }).click();
  const typesDialog = coachPhone.getByRole('dialog', { name: 'Event types and places' });
  await expect(typesDialog).toBeVisible();
  await typesDialog.getByRole('button', { name: 'Close' }).first().click();
  await coachPhone.getByRole('button', { name: 'New event' }).click();
  const phoneForm = coachPhone.getByRole('dialog', { name: 'New event' });
  await phoneForm.getByLabel('Start').fill('20:00');
  await phoneForm.getByLabel('End').fill('01:30');
  await expect(phoneForm.getByText(/^Ends the next day, .* \(5 h 30 min\)$/)).toBeVisible();
  await check(coachPhone, 'schedule-form-next-day-phone');
});

test('schedule: a practice plan in the event form, a published scouting report the player reads, event types, the club calendar', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = `${TAG}${test.info().retry}`;
  const coach = await signedIn(browser, DEMO_COACH);
  const t = await teamId(coach);
  await coach.goto(`/schedule?t=${t}`);
  await expect(coach.getByRole('article').first()).toBeVisible();
  const form = coach.getByRole('dialog', { name: 'New event' });
  const details = coach.getByRole('dialog', { name: 'Event details' });

  // 1. A practice with a plan written in the event form: each phase starts where the one before ends.
  const practice = `Planned ${tag}`;
  await coach.getByRole('button', { name: 'New event' }).click();
  await form.getByLabel('Title (optional)').fill(practice);
  await typeDate(coach, 'Date', nyDate(8));
  await form.getByLabel('Start').fill('18:00');
  await form.getByLabel('End').fill('19:30');
  await form.getByRole('button', { name: 'Add phase' }).click();
  await form.getByRole('group', { name: 'Phase 1' }).getByLabel('Phase', { exact: true }).fill('Warm-up');
  await form.getByRole('group', { name: 'Phase 1' }).getByLabel('Minutes', { exact: true }).fill('15');
  await form.getByRole('button', { name: 'Add phase' }).click();
  await form.getByRole('group', { name: 'Phase 2' }).getByLabel('Phase', { exact: true }).fill('Shell drill');
  await form.getByRole('group', { name: 'Phase 2' }).getByLabel('Minutes', { exact: true }).fill('30');
  await expect(form.getByRole('group', { name: 'Phase 2' })).toContainText('6:15 PM');
  await check(coach, 'schedule-practice-plan-form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(coach.getByText('Event changes saved')).toBeVisible();
  await coach.getByRole('button', { name: practice }).first().click();
  await expect(details.getByRole('list', { name: 'Practice plan' })).toContainText(
    '6:15 PM · 30 min · Shell drill',
  );
  await details.getByRole('button', { name: 'Close' }).first().click();

  // An end before the start: the form says before saving that it ends the next day; the card names that day.
  const overnight = `Overnight ${tag}`;
  await coach.getByRole('button', { name: 'New event' }).click();
  await form.getByLabel('Title (optional)').fill(overnight);
  await typeDate(coach, 'Date', nyDate(10));
  await form.getByLabel('Start').fill('18:00');
  await form.getByLabel('End').fill('17:00');
  await expect(form.getByText(/^Ends the next day, \w{3}, \w{3} \d{1,2} \(23 h\)$/)).toBeVisible();
  await check(coach, 'schedule-form-next-day');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(coach.getByText('Event changes saved')).toBeVisible();
  await expect(coach.getByRole('article', { name: overnight })).toContainText(
    /6:00 PM – \w{3}, \w{3} \d{1,2}, 5:00 PM E[SD]T/,
  );

  // 2. A game; the coach writes its scouting report, then publishes it.
  const opponent = `Scouted ${tag}`;
  await coach.getByRole('button', { name: 'New event' }).click();
  await form.getByRole('combobox', { name: 'Type' }).click();
  await coach.getByRole('option', { name: 'Game' }).click();
  await form.getByLabel('Opponent').fill(opponent);
  await typeDate(coach, 'Date', nyDate(9));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(coach.getByText('Event changes saved')).toBeVisible();
  await coach
    .getByRole('button', { name: `Game vs ${opponent}` })
    .first()
    .click();
  await details.getByRole('link', { name: 'Scouting report' }).click();
  await expect(coach.getByRole('heading', { name: `Scouting report: ${opponent}` })).toBeVisible();
  await coach.getByRole('link', { name: 'Write report' }).click();
  await expect(coach.getByLabel('NCAA statistics year')).toHaveValue('2022');
  await coach.getByLabel('Games', { exact: true }).fill('20');
  await coach.getByLabel('Total points', { exact: true }).fill('1400');
  await coach.getByLabel('FG made', { exact: true }).fill('500');
  await coach.getByLabel('FG attempted', { exact: true }).fill('1100');
  await coach.getByLabel('Turnovers', { exact: true }).fill('240');
  const quick = coach.getByRole('region', { name: 'Quick stats' });
  await expect(quick).toContainText('70.0');
  await expect(quick).toContainText('45.5%');
  await coach.getByRole('button', { name: 'Add player' }).click();
  const scouted = coach.getByRole('group', { name: 'Scouted player 1' });
  await scouted.getByLabel('Jersey').fill('23');
  await scouted.getByLabel(/^Name/).fill('Jordan Eagle');
  await scouted.getByLabel('Position').fill('point guard');
  await scouted.getByLabel('Film link').fill('https://video.example/eagle23');
  await check(coach, 'schedule-scouting-edit');
  await coach.getByRole('button', { name: 'Save and publish' }).click();
  await expect(coach.getByText('Scouting report published. The team has been told.')).toBeVisible();
  await expect(coach.getByText('Published', { exact: true })).toBeVisible();
  await check(coach, 'schedule-scouting-view');
  const reportUrl = new URL(coach.url());

  // 3. The player reads the published report on a phone.
  const phone = await signedIn(browser, DEMO_PLAYER, PHONE);
  await phone.goto(`/schedule/scouting${reportUrl.search}`);
  await expect(phone.getByRole('heading', { name: `Scouting report: ${opponent}` })).toBeVisible();
  await expect(phone.getByRole('heading', { name: '#23 Jordan Eagle' })).toBeVisible();
  await expect(phone.getByRole('row', { name: /FG %/ })).toContainText('45.5%');
  await expect(phone.getByRole('row', { name: /^Turnovers lower is better/ })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Edit report' })).toHaveCount(0);
  await check(phone, 'schedule-scouting-phone');

  // The demo seed's published report (on the last game played) reads the same way: its players to watch are there.
  const headers = { authorization: `Bearer ${await tokenOf(phone, DEMO_PLAYER)}` };
  const past = (await (
    await phone.request.get(`/api/schedule/getSchedule?teamId=${t}&past=true`, { headers })
  ).json()) as { events: { id: string; eventType: string; opponent: string | null }[] };
  let seeded: { id: string; opponent: string | null } | undefined;
  for (const game of past.events.filter((event) => event.eventType === 'GAME')) {
    const answer = (await (
      await phone.request.get(`/api/schedule/getScoutingReport?teamId=${t}&eventId=${game.id}`, { headers })
    ).json()) as { report: { published: boolean; personnel: { name: string }[] } | null };
    if (answer.report?.published && answer.report.personnel.some((p) => p.name === 'Marcus Hill')) {
      seeded = game;
      break;
    }
  }
  expect(seeded, 'the demo seed publishes a scouting report on a past game').toBeDefined();
  await phone.goto(`/schedule/scouting?${new URLSearchParams({ t, ev: seeded!.id }).toString()}`);
  await expect(phone.getByRole('heading', { name: `Scouting report: ${seeded!.opponent}` })).toBeVisible();
  await expect(phone.getByRole('heading', { name: '#3 Marcus Hill' })).toBeVisible();
  await expect(phone.getByRole('row', { name: /3PT %/ })).toContainText('34.0%');
  await check(phone, 'schedule-seeded-scouting-phone');

  // 4. The coach's event types and places screen.
  await coach.goto(`/schedule?t=${t}`);
  await coach.getByRole('button', { name: 'Event types and places' }).click();
  const types = coach.getByRole('dialog', { name: 'Event types and places' });
  const kind = `Film ${tag}`.slice(0, 40);
  await types.getByLabel('New type name').fill(kind);
  await types.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(types.getByText('Event type added')).toBeVisible();
  await expect(types.getByLabel(`Name of ${kind}`)).toHaveValue(kind);
  await check(coach, 'schedule-event-types');
  await types.getByRole('button', { name: 'Close' }).first().click();

  // 5. The club calendar: the demo coach administers the demo program; every team's month, filtered by team.
  await coach.getByRole('link', { name: 'Club calendar' }).click();
  await expect(coach.getByRole('heading', { name: /^Club calendar: / })).toBeVisible();
  await expect(coach.getByRole('button', { name: /event\(s\)/ }).first()).toBeVisible();
  // The month screens are read on the fixed clock: December 2026, whose grid opens on two November days.
  await eventsOnLeadingDays(coach, t);
  const club = await signedIn(browser, DEMO_COACH, DESKTOP, { fixedClock: true });
  await club.goto(`/schedule/club?t=${t}`);
  await expect(club.getByRole('heading', { name: /^Club calendar: / })).toBeVisible();
  await club.getByRole('combobox', { name: 'Teams' }).click();
  await club.getByRole('option', { name: 'Demo Hoops' }).click();
  await expectLeadingDaysWithEvents(club);
  await expectTitlesInDayCells(club);
  // A day's cards name their team: the answer names each team once, the page puts the name on each card.
  await dayWithEvents(club, 30).click();
  await expect(club.getByRole('article').first()).toContainText('Demo Hoops');
  await check(club, 'schedule-club-calendar');

  // The club calendar and the team's month at the other size: phone for the club, desktop for the month.
  const clubPhone = await signedIn(browser, DEMO_COACH, PHONE, { fixedClock: true });
  await clubPhone.goto(`/schedule/club?t=${t}`);
  await expect(clubPhone.getByRole('heading', { name: /^Club calendar: / })).toBeVisible();
  await expectLeadingDaysWithEvents(clubPhone);
  await check(clubPhone, 'schedule-club-calendar-phone');
  await club.goto(`/schedule?t=${t}`);
  await club.getByText('Month', { exact: true }).click();
  await expectLeadingDaysWithEvents(club);
  await expectTitlesInDayCells(club);
  await check(club, 'schedule-month-desktop');
});

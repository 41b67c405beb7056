import { type APIRequestContext, expect, test, type Page } from '@playwright/test';
import { DEMO_COACH, fillSignup, freshPerson, logInAt } from './support/accounts';

/**
 * The real app under the gateway's Content-Security-Policy (gateway/src/edge/content-security-policy.ts): every
 * page used here loads and works, and nothing is refused. A refusal shows up twice: as the page's
 * securitypolicyviolation event (reported to the test from every frame, across navigations) and as Chromium's
 * console error "Refused to ... Content Security Policy"; both are collected.
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (report: string) => violations.push(report));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation?: (text: string) => void })
        .reportCspViolation;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`);
    });
  });
  return violations;
}

/** The address of one of the demo coach's seeded plays in the designer. */
async function demoPlayPath(request: APIRequestContext, name: string): Promise<string> {
  const login = await request.post('/api/account/login', { data: DEMO_COACH });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const answer = await request.get('/api/playbook/getMyPlaybook', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { playbook } = (await answer.json()) as { playbook: { plays: { id: string; name: string }[] } };
  const play = playbook.plays.find((candidate) => candidate.name === name);
  if (!play) throw new Error(`the demo seed has no play named ${name}`);
  return `/playbook/play?p=${play.id}`;
}

test('the app loads and works under its CSP: signup with the bot check worker, designer, GIF preview, invite preview, mailbox', async ({
  browser,
  request,
}) => {
  const visitor = await (await browser.newContext()).newPage();
  const visitorViolations = await watchCsp(visitor);
  const signup = await visitor.goto('/signup');
  const policy = signup?.headers()['content-security-policy'] ?? '';
  // Scripts from this site only, plus the card-payment script's origin when one is configured (PAYMENT_ORIGINS:
  // the local Stripe in this product); never inline.
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc.split(' ')[0]).toBe("'self'");
  expect(scriptSrc).not.toContain('unsafe');
  expect(policy).toContain("frame-ancestors 'none'");
  expect(signup?.headers()['x-frame-options']).toBe('DENY');
  // Signing up solves the bot check in a Web Worker (worker-src), then the feed loads its data (connect-src).
  const person = freshPerson('Cleo');
  await fillSignup(visitor, person);
  await expect(visitor).toHaveURL(/\/feed/);
  await expect(visitor.getByRole('heading', { name: `Welcome, ${person.firstName}` })).toBeVisible();
  // The dev mailbox shows the verification mail, its HTML in a sandboxed srcdoc frame (inline styles).
  await visitor.goto('/dev/mailbox');
  await visitor.getByLabel('Recipient').fill(person.email);
  const mail = visitor
    .getByRole('article')
    .filter({ hasText: `To ${person.email}` })
    .first();
  await expect(mail).toBeVisible();
  await mail.getByText('HTML version').click();
  await expect(mail.frameLocator('iframe').getByText(person.firstName).first()).toBeVisible();

  const coach = await (await browser.newContext()).newPage();
  const coachViolations = await watchCsp(coach);
  // A demo play in the designer, played back (SVG, inline style attributes).
  await logInAt(coach, DEMO_COACH, await demoPlayPath(request, '5 Out Backdoor'));
  await expect(coach.getByLabel('Name')).toHaveValue('5 Out Backdoor');
  await coach.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(coach.getByRole('region', { name: 'Playback' }).locator('svg[data-phase]')).toBeVisible();
  await coach.getByRole('button', { name: 'Back to editing' }).click();
  // Its GIF: the preview is a poster image from the address the product names itself (localhost), which the
  // gateway allows through MEDIA_ORIGINS although this browser opened 127.0.0.1. A refused image is "complete"
  // too, so the test asks for its pixels.
  await coach.getByRole('button', { name: 'Download GIF' }).click();
  const ready = coach.getByRole('group', { name: 'GIF ready' });
  await expect(ready).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(() =>
      ready
        .getByRole('img', { name: 'GIF preview' })
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  // The roster's invite preview: the mail's HTML in a srcdoc frame.
  await coach.getByRole('navigation').getByRole('link', { name: 'Roster' }).click();
  await coach.getByRole('button', { name: 'Invite' }).click();
  const invite = coach.getByRole('dialog', { name: 'Invite Members' });
  await invite.getByLabel('Players').fill('someone@example.com');
  await invite.getByRole('button', { name: 'Preview players invitation' }).click();
  await expect(
    invite
      .frameLocator('iframe[title="Invitation preview"]')
      .getByText(/invited you to join/)
      .first(),
  ).toBeVisible();

  expect(visitorViolations).toEqual([]);
  expect(coachViolations).toEqual([]);

  // The watcher does see a refusal: an inline script is blocked and reported.
  await coach.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.body.append(script);
  });
  await expect.poll(() => coachViolations.length).toBeGreaterThan(0);
  expect(
    await coach.evaluate(() => (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan),
  ).toBe(undefined);
});

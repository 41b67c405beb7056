import { randomUUID } from 'node:crypto';
import { NotificationSettingsRepository } from '../src/settings/notification-settings.repository';
import { NotificationSettingsService } from '../src/settings/notification-settings.service';
import { NotificationsHarness } from './harness';

/** What a browser sends when a person follows a link or submits a form. */
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const ONE_CLICK = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * An unsubscribe link opened from a mail that cannot be used (cut short, edited, another person's token) answers a
 * page a person can read on a phone, with the error's status and nothing changed; callers that do not ask for
 * HTML keep the JSON error body.
 */
describe('unsubscribe links that cannot be used (real Postgres)', () => {
  const h = new NotificationsHarness();
  const userId = randomUUID();
  let token: string;
  const link = (query: Record<string, string>) =>
    `/api/notifications/unsubscribe?${new URLSearchParams(query).toString()}`;

  beforeAll(async () => {
    await h.start({ database: 'notifications_unsubscribe_page_int' });
    const repository = h.app.get(NotificationSettingsRepository);
    token = (await repository.ensure(repository.manager, userId)).unsubscribeToken;
  }, 120_000);
  afterAll(() => h.stop());

  const preferences = async () => (await h.app.get(NotificationSettingsService).get(userId)).preferences;

  function expectPage(
    answer: Awaited<ReturnType<NotificationsHarness['request']>>,
    status: number,
    title: string,
  ) {
    expect(answer.status).toBe(status);
    expect(String(answer.headers['content-type'])).toMatch(/^text\/html/);
    expect(answer.body).toContain(`<h1>${title}</h1>`);
    expect(answer.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(answer.body).toContain('<a href="/profile/settings">notification settings</a>');
    expect(answer.body).not.toContain('"error"');
  }

  it.each([
    ['the token cut off', { u: userId, k: 'POST_ADDED' }],
    ['the user id mangled', { u: 'not-a-user', k: 'POST_ADDED', t: 'x' }],
    ['an unknown kind', { u: userId, k: 'NOT_A_KIND', t: 'AAAAAAAAAAAAAAAAAAAA' }],
  ])('a link with %s shows the incomplete-link page (400), GET and POST', async (_, query) => {
    expectPage(
      await h.request('GET', link(query as Record<string, string>), { headers: BROWSER }),
      400,
      'This unsubscribe link is incomplete',
    );
    expectPage(
      await h.request('POST', link(query as Record<string, string>), {
        headers: { ...BROWSER, ...ONE_CLICK },
        payload: 'List-Unsubscribe=One-Click',
      }),
      400,
      'This unsubscribe link is incomplete',
    );
    expect(await preferences()).toEqual({});
  });

  it('a forged token shows the not-valid page (403) on the confirm page and the button, changing nothing', async () => {
    const forged = link({ u: userId, k: 'POST_ADDED', t: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expectPage(
      await h.request('GET', forged, { headers: BROWSER }),
      403,
      'This unsubscribe link is not valid',
    );
    expectPage(
      await h.request('POST', forged, {
        headers: { ...BROWSER, ...ONE_CLICK },
        payload: 'List-Unsubscribe=One-Click',
      }),
      403,
      'This unsubscribe link is not valid',
    );
    const stranger = link({ u: randomUUID(), k: 'POST_ADDED', t: token });
    expectPage(
      await h.request('GET', stranger, { headers: BROWSER }),
      403,
      'This unsubscribe link is not valid',
    );
    expect(await preferences()).toEqual({});
  });

  it('a mail client or script (no HTML asked) keeps the JSON error body', async () => {
    const mangled = await h.request('POST', link({ u: userId, k: 'POST_ADDED' }), {
      headers: ONE_CLICK,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(mangled.status).toBe(400);
    expect((mangled.json() as { error: { code: string } }).error.code).toBe('G001');
    const forged = await h.request('POST', link({ u: userId, k: 'POST_ADDED', t: 'B'.repeat(32) }), {
      headers: ONE_CLICK,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.status).toBe(403);
    expect((forged.json() as { error: { code: string } }).error.code).toBe('G003');
    expect(await preferences()).toEqual({});
  });

  it('the real link still confirms, then unsubscribes, on the same styled page', async () => {
    const real = link({ u: userId, k: 'POST_ADDED', t: token });
    const confirm = await h.request('GET', real, { headers: BROWSER });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('<button type="submit">Unsubscribe</button>');
    const done = await h.request('POST', real, {
      headers: { ...BROWSER, ...ONE_CLICK },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(done.body).toContain('<h1>Unsubscribed</h1>');
    expect(await preferences()).toEqual({ POST_ADDED: { email: false } });
  });
});

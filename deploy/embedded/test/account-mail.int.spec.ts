import { startTestProduct, type TestProduct } from '../src/testing/test-product';
import { type BotChallenge, solveBotChallenge } from '@chalktalk/identity-service';
import { type MailboxMessage } from '@chalktalk/notifications-service';
import { waitFor } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { type Answer, call, type ErrorBody } from './api-helpers';

interface Session {
  user: { id: string; email: string };
  accessToken: string;
}

const WEB_ORIGIN = 'http://localhost:8080';
const cookieOf = (answer: Answer) => String(answer.headers['set-cookie']).split(';')[0]!;

/**
 * The mail flows of issue 3 across the real parts: identity emits through its outbox, the in-process bus carries
 * identity.account.v1 to notifications, notifications renders and sends over SMTP (nodemailer) to a real SMTP
 * server (the dev sink), and the test follows the link in the received mail through the gateway.
 */
describe('account mail: identity → notifications → SMTP → link (through the gateway)', () => {
  let product: TestProduct;
  let api: string;
  let received: MailboxMessage[];

  beforeAll(async () => {
    product = await startTestProduct({ databasePrefix: 'mail', mail: true, webOrigin: WEB_ORIGIN });
    ({ api, received } = product);
  }, 120_000);

  afterAll(() => product?.stop());

  const mailTo = (address: string, subject: RegExp) =>
    waitFor(
      async () => received.find((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject)),
      {
        timeoutMs: 15_000,
      },
    );

  /** The oobCode of the /email-action link in a mail's text, after checking the link's shape. */
  const codeIn = (mail: MailboxMessage, mode: 'verifyEmail' | 'resetPassword') => {
    const link = /https?:\/\/\S+\/email-action\?\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(WEB_ORIGIN);
    expect(url.searchParams.get('mode')).toBe(mode);
    expect(url.searchParams.get('apiKey')).toMatch(/\S+/);
    expect(url.searchParams.get('continueUrl')).toMatch(/^http:\/\/localhost:8080\//);
    expect(mail.html).toContain(url.searchParams.get('oobCode')!);
    return url.searchParams.get('oobCode')!;
  };

  async function signUp(email: string, password: string, edition?: string) {
    const challenge = await call<BotChallenge>(api, 'GET', '/api/account/botChallenge');
    const created = await call<Session>(api, 'POST', '/api/account/createAccount', {
      json: {
        email,
        password,
        firstName: 'Mia',
        lastName: 'Mailer',
        token: solveBotChallenge(challenge.body),
        ...(edition ? { edition } : {}),
      },
    });
    expect(created.status).toBe(200);
    return created;
  }

  const newEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.test`;

  it('signup → verification mail (edition-branded) → applyActionCode → emailVerified; the link is single-use', async () => {
    const email = newEmail('verify');
    const created = await signUp(email, 'first password', 'lacrosse');
    const mail = await mailTo(email, /^Verify your email for Chalktalk Lacrosse$/);
    expect(mail.html).toContain('Chalktalk Lacrosse');
    expect(mail.text).toContain('Hi Mia,');
    const oobCode = codeIn(mail, 'verifyEmail');

    // The web app's dev mailbox shows the same mail.
    const mailbox = await call<{ messages: { id: string; to: string; subject: string }[] }>(
      api,
      'GET',
      '/api/dev/mailbox',
    );
    expect(mailbox.status).toBe(200);
    expect(
      mailbox.body.messages.some((m) => m.to === email.toLowerCase() && m.subject === mail.subject),
    ).toBe(true);

    const checked = await call(api, 'POST', '/api/account/checkActionCode', { json: { oobCode } });
    expect(checked).toMatchObject({ status: 200, body: { mode: 'verifyEmail', email } });
    const applied = await call(api, 'POST', '/api/account/applyActionCode', { json: { oobCode } });
    expect(applied).toMatchObject({ status: 200, body: {} });

    const profile = await call<{ basicDetails: { emailVerified: boolean } }>(
      api,
      'GET',
      '/api/account/getProfile',
      {
        token: created.body.accessToken,
      },
    );
    expect(profile.body.basicDetails.emailVerified).toBe(true);

    const again = await call<ErrorBody>(api, 'POST', '/api/account/applyActionCode', { json: { oobCode } });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'A010', message: 'This link is invalid or expired.' });
  });

  it('sendPasswordReset → mail → confirmPasswordReset → login with the new password; old sessions are dead', async () => {
    const email = newEmail('reset');
    const created = await signUp(email, 'old password');
    const oldCookie = cookieOf(created);

    // Same answer for an account and for nobody; the email is trimmed.
    const known = await call(api, 'POST', '/api/account/sendPasswordReset', {
      json: { email: `  ${email} ` },
    });
    const unknown = await call(api, 'POST', '/api/account/sendPasswordReset', {
      json: { email: newEmail('nobody') },
    });
    expect(known).toMatchObject({ status: 200, body: {} });
    expect(unknown).toMatchObject({ status: 200, body: {} });

    const mail = await mailTo(email, /^Reset your password for Chalktalk Hoops$/);
    const oobCode = codeIn(mail, 'resetPassword');
    const checked = await call(api, 'POST', '/api/account/checkActionCode', { json: { oobCode } });
    expect(checked).toMatchObject({ status: 200, body: { mode: 'resetPassword', email } });
    // A reset code is not a verify code.
    const wrongMode = await call<ErrorBody>(api, 'POST', '/api/account/applyActionCode', {
      json: { oobCode },
    });
    expect(wrongMode.body.error.code).toBe('A010');

    const confirmed = await call(api, 'POST', '/api/account/confirmPasswordReset', {
      json: { oobCode, newPassword: 'new password' },
    });
    expect(confirmed).toMatchObject({ status: 200, body: {} });

    const refreshed = await call<ErrorBody>(api, 'POST', '/api/account/refresh', {
      headers: { cookie: oldCookie },
    });
    expect(refreshed.status).toBe(401);
    expect(refreshed.body.error.code).toBe('A009');

    const oldLogin = await call<ErrorBody>(api, 'POST', '/api/account/login', {
      json: { email, password: 'old password' },
    });
    expect(oldLogin.body.error.code).toBe('A006');
    const newLogin = await call<Session>(api, 'POST', '/api/account/login', {
      json: { email, password: 'new password' },
    });
    expect(newLogin.status).toBe(200);

    const reused = await call<ErrorBody>(api, 'POST', '/api/account/confirmPasswordReset', {
      json: { oobCode, newPassword: 'third password' },
    });
    expect(reused.body.error.code).toBe('A010');
    // Nothing was mailed to the unknown address.
    expect(received.some((m) => m.subject.startsWith('Reset') && !m.to.includes(email.toLowerCase()))).toBe(
      false,
    );
  });

  it('changeEmail sends a notice to the old address and a verification to the new one', async () => {
    const oldEmail = newEmail('old');
    const created = await signUp(oldEmail, 'some password', 'football');
    const movedTo = newEmail('new');
    const changed = await call<Session>(api, 'POST', '/api/account/changeEmail', {
      token: created.body.accessToken,
      json: { newEmail: movedTo },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.user.email).toBe(movedTo);

    const notice = await mailTo(oldEmail, /^Your Chalktalk Football email was changed$/);
    expect(notice.text).toContain(movedTo);
    const verification = await mailTo(movedTo, /^Verify your email for Chalktalk Football$/);
    const oobCode = codeIn(verification, 'verifyEmail');
    expect(await call(api, 'POST', '/api/account/applyActionCode', { json: { oobCode } })).toMatchObject({
      status: 200,
    });
    // The sign-up verification link went to the old address: it died with the change.
    const first = await mailTo(oldEmail, /^Verify your email/);
    const stale = await call<ErrorBody>(api, 'POST', '/api/account/checkActionCode', {
      json: { oobCode: codeIn(first, 'verifyEmail') },
    });
    expect(stale.body.error.code).toBe('A010');
  });
});

import { EDITION_SITE_NAMES, EDITIONS, type SentNotificationKind } from '@chalktalk/domain';
import { brandOf } from './brand';
import { MAIL_KINDS, type MailKind, type MailVars, renderMail } from './mail-templates';

/** What each mail kind is rendered from, beyond the edition (every kind that exists has an entry). */
const SAMPLES: Record<MailKind, Omit<MailVars, 'edition' | 'webOrigin' | 'firstName'>> = {
  verifyEmail: { link: 'http://x/verify' },
  resetPassword: { link: 'http://x/reset' },
  emailChanged: { newEmail: 'new@example.test' },
  teamInvitation: { teamName: 'Hawks', inviterName: 'Cara', role: 'PLAYER', link: 'http://x/join' },
  teamEmail: { teamName: 'Hawks', senderName: 'Cara', subject: 'Practice', body: 'See you at six.' },
  studyReminder: { teamName: 'Hawks', senderName: 'Cara', plays: [{ name: 'Horns', url: 'http://x/p' }] },
  notification: {
    notificationKind: 'TEAM_PLAYS_ADDED' as SentNotificationKind,
    params: { teamId: 't1', teamName: 'Hawks', actorName: 'Cara', count: 2 },
    url: 'http://x/playbook',
  },
  billingReceipt: { teamName: 'Hawks', amount: '$60.00', url: 'http://x/payment?l=1' },
  billingPaymentFailed: { teamName: 'Hawks', amount: '$60.00', url: 'http://x/billing' },
  billingCardExpiring: { teamName: 'Hawks', url: 'http://x/billing' },
};

describe('mail templates', () => {
  const vars = { firstName: 'Mia', edition: 'lacrosse', webOrigin: 'http://localhost:8080' };

  it('brands by edition, hoops by default', () => {
    expect(brandOf('football').siteName).toBe('Chalktalk Football');
    expect(brandOf('').siteName).toBe('Chalktalk Hoops');
    expect(brandOf('golf').siteName).toBe('Chalktalk Hoops');
  });

  it('renders the verification mail with the link in text and HTML', () => {
    const link = 'http://localhost:8080/email-action?mode=verifyEmail&oobCode=abc&apiKey=k';
    const mail = renderMail('verifyEmail', { ...vars, link });
    expect(mail.subject).toBe('Verify your email for Chalktalk Lacrosse');
    expect(mail.text).toContain(`Verify email: ${link}`);
    expect(mail.html).toContain(
      'href="http://localhost:8080/email-action?mode=verifyEmail&amp;oobCode=abc&amp;apiKey=k"',
    );
    expect(mail.html).toContain('Chalktalk Lacrosse');
  });

  it('renders the reset mail and the email-changed notice', () => {
    expect(renderMail('resetPassword', { ...vars, edition: 'hoops', link: 'http://x/y' }).subject).toBe(
      'Reset your password for Chalktalk Hoops',
    );
    const notice = renderMail('emailChanged', { ...vars, newEmail: 'new@example.test' });
    expect(notice.subject).toBe('Your Chalktalk Lacrosse email was changed');
    expect(notice.text).toContain('new@example.test');
    expect(notice.text).toContain('http://localhost:8080/forgot-password');
  });

  it('escapes user-controlled text in HTML', () => {
    const mail = renderMail('emailChanged', { ...vars, firstName: '<b>Eve</b>', newEmail: 'a@b.co' });
    expect(mail.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Eve</b>');
  });

  it.each(EDITIONS)('names the %s edition, and no other, in every mail kind', (edition) => {
    const others = EDITIONS.filter((other) => other !== edition).map((other) => EDITION_SITE_NAMES[other]);
    for (const kind of MAIL_KINDS) {
      const mail = renderMail(kind, { ...vars, ...SAMPLES[kind], edition });
      expect([kind, mail.text]).toEqual([
        kind,
        expect.stringContaining(`— The ${EDITION_SITE_NAMES[edition]} team`),
      ]);
      for (const other of others)
        expect([kind, `${mail.subject}\n${mail.text}\n${mail.html}`]).toEqual([
          kind,
          expect.not.stringContaining(other),
        ]);
    }
  });
});

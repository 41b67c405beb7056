import { brandOf } from './brand';
import { renderMail } from './mail-templates';

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
});

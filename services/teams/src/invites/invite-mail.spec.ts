import { renderInviteMail } from './invite-mail';

describe('renderInviteMail', () => {
  const input = {
    teamName: 'Varsity <Boys>',
    programName: 'Northside',
    role: 'COACH' as const,
    inviterName: 'Casey Coach',
    link: 'http://localhost:8080/join-team?k=abc&j=t1',
    expiresAt: new Date('2025-05-01T00:00:00Z'),
  };

  it('names the inviter, team, program and role, with the link as a button and as text', () => {
    const mail = renderInviteMail(input);
    expect(mail.subject).toBe('Casey Coach invited you to join Varsity <Boys> on Chalktalk');
    expect(mail.html).toContain('<strong>Varsity &lt;Boys&gt; (Northside)</strong> on Chalktalk as a coach.');
    expect(mail.html).toContain('href="http://localhost:8080/join-team?k=abc&amp;j=t1"');
    expect(mail.text).toContain('Join the team: http://localhost:8080/join-team?k=abc&j=t1');
    expect(mail.text).toContain('until 2025-05-01');
  });

  it('uses the right article per role', () => {
    expect(renderInviteMail({ ...input, role: 'ADMIN' }).text).toContain('as an admin.');
    expect(renderInviteMail({ ...input, role: 'PLAYER', programName: null }).text).toContain(
      'join Varsity <Boys> on Chalktalk as a player.',
    );
  });
});

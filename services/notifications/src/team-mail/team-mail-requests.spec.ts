import {
  create,
  InvitationCreatedSchema,
  TeamEmailRequestedSchema,
  timestampFromDate,
} from '@chalktalk/contracts';
import { renderMail } from '../mail/mail-templates';
import { distinctAddresses, invitationMails, teamEmailMails } from './team-mail-requests';

const context = { eventId: 'evt-1', edition: 'lacrosse', webOrigin: 'http://localhost:8080' };
const link = 'http://localhost:8080/join-team?k=ABC123&j=team-1';

describe('team mail requests', () => {
  it('keeps one trimmed, lower-case address per person', () => {
    expect(distinctAddresses([' Ann@Example.test ', 'ann@example.test', '', 'bo@example.test'])).toEqual([
      'ann@example.test',
      'bo@example.test',
    ]);
  });

  it('maps InvitationCreated to one invitation per address with the link, the team edition and the expiry', () => {
    const event = create(InvitationCreatedSchema, {
      teamId: 'team-1',
      teamName: 'Hawks',
      role: 'COACH',
      emails: ['ann@example.test', 'BO@example.test', 'ann@example.test'],
      link,
      inviterName: 'Cara Coach',
      subject: 'ignored: notifications brands its own',
      expiresAt: timestampFromDate(new Date('2026-12-06T10:00:00Z')),
    });
    const mails = invitationMails(event, context);
    expect(mails.map((m) => m.recipient)).toEqual(['ann@example.test', 'bo@example.test']);
    expect(mails[0]).toMatchObject({
      eventId: 'evt-1',
      accountId: null,
      kind: 'teamInvitation',
      vars: {
        edition: 'lacrosse',
        link,
        teamName: 'Hawks',
        inviterName: 'Cara Coach',
        role: 'COACH',
        expiresAt: '2026-12-06T10:00:00.000Z',
      },
    });

    const rendered = renderMail('teamInvitation', mails[0]!.vars);
    expect(rendered.subject).toBe('Cara Coach invited you to join Hawks on Chalktalk Lacrosse');
    expect(rendered.text).toContain('Cara Coach invited you to join Hawks on Chalktalk Lacrosse as a coach.');
    expect(rendered.text).toContain(`Join Hawks: ${link}`);
    expect(rendered.text).toContain('The link works until 2026-12-06.');
    expect(rendered.html).toContain('href="http://localhost:8080/join-team?k=ABC123&amp;j=team-1"');
    expect(rendered.replyTo).toBeUndefined();
  });

  it('maps TeamEmailRequested to one mail per recipient answered to the coach', () => {
    const event = create(TeamEmailRequestedSchema, {
      teamId: 'team-1',
      teamName: 'Hawks',
      senderName: 'Cara Coach',
      replyTo: ' cara@example.test ',
      recipients: ['ann@example.test', 'bo@example.test'],
      subject: 'Practice moved',
      body: 'Practice is at 6 pm.\nBring water.\n\nSee you <there>',
    });
    const mails = teamEmailMails(event, { ...context, edition: 'football' });
    expect(mails.map((m) => m.recipient)).toEqual(['ann@example.test', 'bo@example.test']);
    expect(mails[1]).toMatchObject({
      kind: 'teamEmail',
      accountId: null,
      vars: { replyTo: 'cara@example.test', subject: 'Practice moved', edition: 'football' },
    });

    const rendered = renderMail('teamEmail', mails[1]!.vars);
    expect(rendered).toMatchObject({ subject: 'Practice moved', replyTo: 'cara@example.test' });
    expect(rendered.text).toContain('Practice is at 6 pm.\nBring water.\n\nSee you <there>');
    expect(rendered.text).toContain('Reply to this email to answer Cara Coach.');
    expect(rendered.html).toContain('<p>Practice is at 6 pm.<br>Bring water.</p>');
    expect(rendered.html).toContain('See you &lt;there&gt;');
    expect(rendered.html).toContain('Chalktalk Football');
  });

  it('leaves Reply-To out when the sender has no address', () => {
    const event = create(TeamEmailRequestedSchema, { recipients: ['ann@example.test'], replyTo: ' ' });
    expect(teamEmailMails(event, context)[0]!.vars.replyTo).toBeUndefined();
  });
});

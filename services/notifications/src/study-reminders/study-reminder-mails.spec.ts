import { create, StudyReminderRequestedSchema } from '@chalktalk/contracts';
import { renderMail } from '../mail/mail-templates';
import { type KnownMember, studyReminderMails } from './study-reminder-mails';

const webOrigin = 'http://localhost:8080';
const members = new Map<string, KnownMember>([
  ['coach-1', { email: 'cara@example.test', firstName: 'Cara', lastName: 'Coach' }],
  ['player-1', { email: 'Ann@Example.test', firstName: 'Ann', lastName: 'Lee' }],
  ['player-2', { email: 'bo@example.test', firstName: 'Bo', lastName: '' }],
]);
const event = create(StudyReminderRequestedSchema, {
  teamId: 'team-1',
  teamName: 'Hawks',
  senderId: 'coach-1',
  recipientIds: ['player-1', 'ghost-1', 'player-2', 'player-1'],
  plays: [
    { playId: 'play-a', srcPlaybookId: 'pb-1', name: 'Horns <Flex>' },
    { playId: 'play-b', srcPlaybookId: 'pb-1', name: '' },
  ],
});

describe('study reminder mails', () => {
  it('mails each known recipient once, by account, with the plays and their team playbook links', () => {
    const { mails, skipped } = studyReminderMails(event, {
      eventId: 'evt-1',
      edition: 'lacrosse',
      webOrigin,
      members,
    });
    expect(skipped).toEqual(['ghost-1']);
    expect(mails.map((m) => [m.accountId, m.recipient])).toEqual([
      ['player-1', 'ann@example.test'],
      ['player-2', 'bo@example.test'],
    ]);
    expect(mails[0]).toMatchObject({
      eventId: 'evt-1',
      kind: 'studyReminder',
      vars: {
        firstName: 'Ann',
        edition: 'lacrosse',
        teamName: 'Hawks',
        senderName: 'Cara Coach',
        plays: [
          { name: 'Horns <Flex>', url: `${webOrigin}/playbook/team?p=play-a&t=team-1` },
          { name: 'Play 2', url: `${webOrigin}/playbook/team?p=play-b&t=team-1` },
        ],
      },
    });

    const rendered = renderMail('studyReminder', mails[0]!.vars);
    expect(rendered.subject).toBe('Cara Coach asks you to study 2 plays of Hawks');
    expect(rendered.text).toContain('Hi Ann,');
    expect(rendered.text).toContain(`- Horns <Flex>: ${webOrigin}/playbook/team?p=play-a&t=team-1`);
    expect(rendered.text).toContain(`- Play 2: ${webOrigin}/playbook/team?p=play-b&t=team-1`);
    expect(rendered.html).toContain(`href="${webOrigin}/playbook/team?p=play-a&amp;t=team-1"`);
    expect(rendered.html).toContain('Horns &lt;Flex&gt;');
    expect(rendered.html).toContain('Chalktalk Lacrosse');
  });

  it('names an unknown sender "Your coach" and counts a single play', () => {
    const single = create(StudyReminderRequestedSchema, {
      teamId: 'team-1',
      teamName: 'Hawks',
      senderId: 'someone-else',
      recipientIds: ['player-2'],
      plays: [{ playId: 'play-a', name: 'Horns' }],
    });
    const { mails } = studyReminderMails(single, { eventId: 'evt-2', edition: 'hoops', webOrigin, members });
    expect(renderMail('studyReminder', mails[0]!.vars).subject).toBe(
      'Your coach asks you to study 1 play of Hawks',
    );
  });

  it('mails nobody when no recipient is known', () => {
    const { mails, skipped } = studyReminderMails(event, {
      eventId: 'evt-3',
      edition: 'hoops',
      webOrigin,
      members: new Map(),
    });
    expect(mails).toEqual([]);
    expect(skipped).toEqual(['player-1', 'ghost-1', 'player-2']);
  });
});

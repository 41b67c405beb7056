import {
  CRASH_PAGE_MESSAGES,
  errorCodeLine,
  GUARD_MESSAGES,
  JOIN_MESSAGES,
  joinedTeamMessage,
  OFFLINE_MESSAGES,
  PLAYBOOK_MESSAGES,
  STUDY_REMINDER_MESSAGES,
  UNSAVED_CHANGES_MESSAGE,
} from './index';

describe('user-visible messages', () => {
  it('words the join outcomes as the spec does', () => {
    expect(JOIN_MESSAGES.noTeamWithCode).toBe('No team found with this code');
    expect(JOIN_MESSAGES.pending).toBe('Your coach needs to review your membership. Check back later.');
    expect(joinedTeamMessage('Tigers U12', 'ADMIN')).toBe('Successfully joined Tigers U12 as an admin');
    expect(joinedTeamMessage('Tigers U12', 'COACH')).toBe('Successfully joined Tigers U12 as a coach');
    expect(joinedTeamMessage('Tigers U12', 'PLAYER')).toBe('Successfully joined Tigers U12 as a player');
  });

  it('words the guard, offline and crash page texts', () => {
    expect(GUARD_MESSAGES.featureNotIncluded).toBe("This team's subscription does not include this feature.");
    expect(GUARD_MESSAGES.membershipPending).toMatch(/^Your membership to this team is still pending\./);
    expect(OFFLINE_MESSAGES.banner).toBe('You are offline. Some features may be limited.');
    expect(OFFLINE_MESSAGES.backOnline).toBe('You are back online!');
    expect(CRASH_PAGE_MESSAGES.developerNotePrompt).toBe('What were you doing when the error occurred?');
    expect(errorCodeLine('K3X9QA')).toBe('Error code: K3X9QA');
  });

  it('words the playbook texts', () => {
    expect(UNSAVED_CHANGES_MESSAGE).toBe(
      'You have unsaved changes. If you navigate away, these changes will be lost. Are you sure you want to continue?',
    );
    expect(PLAYBOOK_MESSAGES.nameTooLong).toBe('Enter a name less than 40 characters long');
    expect(STUDY_REMINDER_MESSAGES).toEqual({
      notified: 'Your team has been notified.',
      noUsers: 'There are no users joined to your team.',
    });
  });
});

import { messageForCode } from '../errors';
import { GUARD_MESSAGES, JOIN_MESSAGES, TEAM_MESSAGES } from './index';

/** Issue 4 names these texts; spec 1 sections 2 and 8 and spec 3 section 8 give them word for word. */
describe('team, join and guard messages, word for word', () => {
  it('words every join message of spec 1 section 8', () => {
    expect(JOIN_MESSAGES).toEqual({
      noTeamWithCode: 'No team found with this code',
      teamFull: 'This team is already full',
      alreadyJoined: 'You are already joined to this team',
      linkInvalid: 'This link is invalid or expired.',
      genericError: 'An error occurred',
      pending: 'Your coach needs to review your membership. Check back later.',
      enterTeamKey: 'Please enter a team key',
    });
  });

  it('words the team switcher, pending update and search notes', () => {
    expect(TEAM_MESSAGES).toEqual({
      someUpdatesFailed: 'Some updates were not successful',
      teamInactive: 'This team is currently inactive',
      learnMore: 'Learn More',
      inactiveNotSearchable: 'Data from inactive teams is not searchable.',
    });
  });

  it("words the subscription guard's three messages", () => {
    expect(GUARD_MESSAGES.membershipPending).toBe(
      'Your membership to this team is still pending. Talk to your coach about approving your access.',
    );
    expect(GUARD_MESSAGES.subscriptionInactive).toBe(
      'The subscription for this team is inactive. Please enable billing for this team or contact your team administrator.',
    );
    expect(GUARD_MESSAGES.featureNotIncluded).toBe("This team's subscription does not include this feature.");
  });

  it('gives T002 to T004 the join texts and T005 its own', () => {
    expect(messageForCode('T002')).toBe('This team is already full');
    expect(messageForCode('T003')).toBe('This link is invalid or expired.');
    expect(messageForCode('T004')).toBe('You are already joined to this team');
    expect(messageForCode('T005')).toBe('You are already a member of a paid team.');
  });
});

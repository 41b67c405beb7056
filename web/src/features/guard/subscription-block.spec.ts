import { makeProgram, makeTeam } from '../../test/factories';
import { subscriptionBlock } from './subscription-block';

describe('subscriptionBlock', () => {
  const program = makeProgram();
  it('checks no team, then pending, then inactive, then the plan', () => {
    expect(subscriptionBlock(null, 'me')).toBe('noTeam');
    const pending = makeTeam(program, { paid: false, pending: true, plan: 'BASIC' });
    expect(subscriptionBlock(pending, 'me', 'schedule')).toBe('pending');
    const unpaid = makeTeam(program, { paid: false, plan: 'BASIC', members: { me: { role: 'COACH' } } });
    expect(subscriptionBlock(unpaid, 'me', 'schedule')).toBe('inactive');
    const basic = makeTeam(program, { paid: true, plan: 'BASIC', members: { me: { role: 'PLAYER' } } });
    expect(subscriptionBlock(basic, 'me', 'schedule')).toBe('planExcluded');
    expect(subscriptionBlock(basic, 'me', 'documents')).toBe('planExcluded');
    expect(subscriptionBlock(basic, 'me')).toBeNull();
    const club = makeTeam(program, {
      paid: true,
      plan: 'CLUB_COMPLETE',
      members: { me: { role: 'PLAYER' } },
    });
    expect(subscriptionBlock(club, 'me', 'schedule')).toBeNull();
  });

  it('lets admins view an unpaid team', () => {
    const owned = makeTeam(program, { paid: false, ownerId: 'me' });
    expect(subscriptionBlock(owned, 'me')).toBeNull();
  });

  it('lets the admins of the program view its unpaid teams without being on them', () => {
    const club = makeProgram({ admins: { boss: true } });
    const unpaid = makeTeam(club, { paid: false });
    expect(subscriptionBlock(unpaid, 'boss', undefined, club)).toBeNull();
    expect(subscriptionBlock(unpaid, 'boss')).toBe('inactive');
  });
});

import { personLabel, personName } from './person-label';

describe('personLabel', () => {
  it('names a known member, and falls back to the id prefix when the service has no name', () => {
    expect(personLabel({ userId: 'u-1', role: 'PLAYER', firstName: 'Pat', lastName: 'Lee' }, 'me')).toBe(
      'Pat Lee (player)',
    );
    expect(personLabel({ userId: 'abcdef123456', role: 'COACH' }, 'me')).toBe('Member abcdef12 (coach)');
    expect(personLabel({ userId: 'abcdef123456', role: 'PLAYER', firstName: ' ', lastName: '' }, 'me')).toBe(
      'Member abcdef12 (player)',
    );
  });

  it('calls the signed-in user "You" and keeps a lone first or last name', () => {
    expect(personLabel({ userId: 'me', role: 'ADMIN', firstName: 'Cara' }, 'me')).toBe('You (admin)');
    expect(personName({ firstName: '', lastName: 'Lee' })).toBe('Lee');
    expect(personName({ firstName: '  ' })).toBe('');
  });
});

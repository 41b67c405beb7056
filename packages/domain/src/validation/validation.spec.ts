import { isValidEmail, normaliseEmail } from './email';
import { validateName } from './name';
import { normaliseTeamKey, validateTeamKey } from './team-key';
import { isValidDate, isValidTime } from './time';

describe('isValidEmail', () => {
  it.each(['coach@club.org', 'a.b+c@x.co.uk'])('accepts %s', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );
  it.each(['coach@club', 'coach club@x.org', '@x.org', 'coach@.org', 'coach@x.', 'coach@@x.org'])(
    'rejects %s',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
  it('trims emails before use', () => expect(normaliseEmail('  c@x.org ')).toBe('c@x.org'));
});

describe('validateName', () => {
  const message = 'Enter a name less than 40 characters long';
  it('accepts 1 to 39 characters starting with a letter or digit', () => {
    expect(validateName('A')).toBeNull();
    expect(validateName('2-3-1 Motion')).toBeNull();
    expect(validateName('Élan offense')).toBeNull();
    expect(validateName('x'.repeat(39))).toBeNull();
  });
  it('rejects empty, 40+ characters and a leading symbol or space', () => {
    expect(validateName('')).toBe(message);
    expect(validateName('x'.repeat(40))).toBe(message);
    expect(validateName(' Motion')).toBe(message);
    expect(validateName('#1 play')).toBe(message);
  });
});

describe('team keys', () => {
  it('upper-cases and cuts keys at 8 characters', () => {
    expect(normaliseTeamKey('abc123xyz9')).toBe('ABC123XY');
    expect(normaliseTeamKey(' ab12 ')).toBe('AB12');
  });
  it("asks for a key when empty: 'Please enter a team key'", () => {
    expect(validateTeamKey('')).toBe('Please enter a team key');
    expect(validateTeamKey('   ')).toBe('Please enter a team key');
    expect(validateTeamKey('ab')).toBeNull();
  });
});

describe('isValidTime', () => {
  it.each(['00:00', '09:05', '15:00', '23:59'])('accepts %s', (time) => expect(isValidTime(time)).toBe(true));
  it.each(['9:05', '24:00', '12:60', '12:5', '1200', ''])('rejects %j', (time) =>
    expect(isValidTime(time)).toBe(false),
  );
});

describe('isValidDate', () => {
  it.each(['2027-02-28', '2028-02-29', '2000-02-29', '2027-04-30', '2027-12-31', '2027-01-31'])(
    'accepts %s',
    (date) => expect(isValidDate(date)).toBe(true),
  );
  it.each([
    '2027-02-30',
    '2026-02-29',
    '1900-02-29',
    '2027-04-31',
    '2027-13-01',
    '2027-00-10',
    '2027-01-00',
    '2027-1-05',
    '2027-01-05T10:00',
    '',
  ])('refuses %j', (date) => expect(isValidDate(date)).toBe(false));
});

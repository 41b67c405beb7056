import { ERROR_CATALOGUE, ERROR_CODES, isErrorCode, messageForCode } from './error-catalogue';

const expectedCodes = [
  ...['G001', 'G003', 'G004', 'G005', 'G006', 'G007', 'G008', 'G009', 'G999'],
  // designed: the conflict of a save made from an old version
  'G010',
  ...['T002', 'T003', 'T004', 'T005'],
  ...Array.from({ length: 14 }, (_, i) => `B${String(i + 1).padStart(3, '0')}`),
  ...Array.from({ length: 10 }, (_, i) => `A${String(i + 1).padStart(3, '0')}`),
  ...['P001', 'P002', 'P003', 'P004', 'P005'],
  ...['N001', 'N002', 'N003', 'N004'],
];

describe('error catalogue', () => {
  it('holds exactly the codes of the three documents and the designed conflict code', () => {
    expect([...ERROR_CODES].sort()).toEqual([...expectedCodes].sort());
  });

  it('gives every code an HTTP error status, a sentence and a level', () => {
    for (const code of ERROR_CODES) {
      const { status, message, level } = ERROR_CATALOGUE[code];
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
      expect(message.length).toBeGreaterThan(5);
      expect(['error', 'warning', 'info']).toContain(level);
    }
  });

  it.each([
    ['G003', 'You do not have permissions to access this.'],
    ['A001', 'An account with this email was not found.'],
    ['A004', 'An account with this email already exists.'],
    ['T002', 'This team is already full'],
    ['T003', 'This link is invalid or expired.'],
    ['T004', 'You are already joined to this team'],
    ['A010', 'This link is invalid or expired.'],
    ['G999', 'Something went wrong.'],
  ] as const)('%s says %j', (code, message) => {
    expect(ERROR_CATALOGUE[code].message).toBe(message);
  });

  it.each([
    ['G001', 400],
    ['G003', 403],
    ['G004', 404],
    ['G999', 500],
    ['A004', 409],
    ['A008', 429],
    ['T002', 409],
    ['B001', 402],
    ['P001', 400],
    ['G010', 409],
  ] as const)('%s answers HTTP %d', (code, status) => {
    expect(ERROR_CATALOGUE[code].status).toBe(status);
  });

  it('falls back to the crash page text for unknown codes', () => {
    expect(isErrorCode('T001')).toBe(false);
    expect(isErrorCode('constructor')).toBe(false);
    expect(messageForCode('Z999')).toBe('Something went wrong.');
    expect(messageForCode('A001')).toBe('An account with this email was not found.');
  });
});

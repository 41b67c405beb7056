import { RosterEntryEntity } from './roster-entry.entity';
import { toRoster } from './roster-view';

const entry = (id: string, overrides: Partial<RosterEntryEntity> = {}) =>
  Object.assign(new RosterEntryEntity(), {
    id,
    teamId: 't1',
    userId: null,
    playerId: null,
    jersey: '',
    position: '',
    firstName: id,
    lastName: 'Doe',
    email: `${id}@example.test`,
    pending: false,
    joinedAt: new Date('2025-01-01T00:00:00Z'),
    ...overrides,
  });

describe('toRoster', () => {
  const entries = [
    entry('noJersey'),
    entry('ten', { jersey: '10' }),
    entry('two', { jersey: '2' }),
    entry('mum', { playerId: 'two' }),
    entry('orphan', { playerId: 'gone' }),
  ];

  it('orders players by jersey and nests contacts under their player (contacts carry playerId)', () => {
    const roster = toRoster(entries, true);
    expect(roster.map((person) => person.id)).toEqual(['two', 'ten', 'noJersey']);
    expect(roster[0]!.contacts).toEqual([expect.objectContaining({ id: 'mum', playerId: 'two' })]);
  });

  it('hides email addresses from viewers who may not edit', () => {
    expect(toRoster(entries, false).every((person) => person.email === undefined)).toBe(true);
    expect(toRoster(entries, true)[0]!.email).toBe('two@example.test');
  });
});

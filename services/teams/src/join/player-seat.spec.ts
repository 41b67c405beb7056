import { seatHeldElsewhere, type SeatTeam } from './player-seat';

const target: SeatTeam = { id: 't1', programId: 'p1', sport: 'BASKETBALL_HS', paid: true };
const other = (overrides: Partial<SeatTeam>): SeatTeam => ({ ...target, id: 't2', ...overrides });

describe('seatHeldElsewhere (one player seat per sport line in a program)', () => {
  it('finds a paid team of the same program and sport line the user plays on', () => {
    const held = other({});
    expect(seatHeldElsewhere(target, [held])).toBe(held);
  });

  it('ignores unpaid teams, other programs, other sport lines and the team itself', () => {
    expect(seatHeldElsewhere(target, [other({ paid: false })])).toBeUndefined();
    expect(seatHeldElsewhere(target, [other({ programId: 'p2' })])).toBeUndefined();
    expect(seatHeldElsewhere(target, [other({ sport: 'FOOTBALL_HS' })])).toBeUndefined();
    expect(seatHeldElsewhere(target, [{ ...target }])).toBeUndefined();
  });

  it('applies to unpaid target teams too: the seat is held by the paid one', () => {
    expect(seatHeldElsewhere({ ...target, paid: false }, [other({})])).toBeDefined();
  });

  it('never clashes for a team without a program', () => {
    expect(seatHeldElsewhere({ ...target, programId: null }, [other({ programId: null })])).toBeUndefined();
  });
});

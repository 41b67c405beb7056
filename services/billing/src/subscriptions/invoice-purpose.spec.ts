import { changePurpose, periodPurpose } from './invoice-purpose';

const team = (plan: 'COMPLETE' | 'COLLEGIATE' | 'BASIC', addons: Record<string, number> = {}) => ({
  plan,
  addons,
});

describe('what an invoice line was for', () => {
  it("names a period's plans by teams and its add-ons by units", () => {
    expect(
      periodPurpose({
        billingFrequency: 'MONTHLY',
        teams: [team('COMPLETE', { COACHES: 1 }), team('COMPLETE'), team('BASIC', { PLAYERS: 2 })],
      }),
    ).toBe('Monthly subscription: Basic × 1, Complete × 2, Players expansion × 2, Additional coach × 1');
    expect(periodPurpose({ billingFrequency: 'ANNUAL', teams: [team('COLLEGIATE')] })).toBe(
      'Annual subscription: Collegiate × 1',
    );
  });

  it('names a prorated charge by what the change adds and takes away', () => {
    const before = { billingFrequency: 'MONTHLY' as const, teams: [team('COMPLETE'), team('COMPLETE')] };
    expect(
      changePurpose(before, {
        billingFrequency: 'MONTHLY',
        teams: [team('COMPLETE', { COACHES: 1 }), team('COMPLETE')],
      }),
    ).toBe('Prorated change: Additional coach +1');
    expect(
      changePurpose(before, { billingFrequency: 'MONTHLY', teams: [team('COLLEGIATE'), team('COMPLETE')] }),
    ).toBe('Prorated change: Collegiate +1, Complete −1');
  });
});

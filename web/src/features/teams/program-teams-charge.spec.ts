import type { BillingEntity } from '../billing/billing.types';
import { chargeProposal, programEntity } from './program-teams-charge';

const entity = (over: Partial<BillingEntity> = {}): BillingEntity => ({
  id: 'e1',
  kind: 'PROGRAM',
  name: 'Central',
  programId: 'p1',
  plan: 'BASIC',
  billingFrequency: 'ANNUAL',
  teams: [
    { teamId: 't1', name: 'Varsity', plan: 'COMPLETE', addons: { COACHES: 2 } },
    { teamId: 't2', name: 'JV', plan: 'BASIC', addons: {} },
  ],
  addons: { COACHES: 2 },
  quantity: 2,
  paid: true,
  status: 'ACTIVE',
  paymentExpires: null,
  nextPaymentDate: null,
  lastPayment: null,
  createdDate: '2026-01-01T00:00:00.000Z',
  cardId: null,
  periodTotal: 0,
  pending: null,
  ...over,
});

describe('the charge of an updateProgramTeams change', () => {
  it('prices the kept teams as they are and each added team on the subscription plan, without the removed', () => {
    expect(
      chargeProposal(entity(), {
        programId: 'p1',
        added: [{ name: 'Frosh', sport: 'BASKETBALL_HS' }],
        modified: [],
        removed: ['t2'],
      }),
    ).toEqual({
      billingFrequency: 'ANNUAL',
      teams: [
        { teamId: 't1', plan: 'COMPLETE', addons: { COACHES: 2 } },
        { plan: 'BASIC', addons: {} },
      ],
    });
  });

  it('has nothing to charge when no team is added', () => {
    expect(
      chargeProposal(entity(), { programId: 'p1', added: [], modified: [], removed: ['t2'] }),
    ).toBeNull();
  });

  it("finds the program's running subscription, not a cancelled one or another program's", () => {
    expect(programEntity([entity({ status: 'CANCELLED' }), entity({ programId: 'p2' })], 'p1')).toBeNull();
    expect(programEntity([entity({ id: 'e2', status: 'PAST_DUE' })], 'p1')?.id).toBe('e2');
    expect(programEntity([entity({ kind: 'PERSONAL_UNLIMITED' })], 'p1')).toBeNull();
  });
});

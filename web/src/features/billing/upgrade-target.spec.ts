import type { BillingEntity } from './billing.types';
import { planIncluding, upgradeTarget } from './upgrade-target';

const entity = (overrides: Partial<BillingEntity> = {}): BillingEntity =>
  ({
    id: 'ent-1',
    kind: 'PROGRAM',
    status: 'ACTIVE',
    teams: [{ teamId: 'team-1', name: 'Varsity', plan: 'BASIC', addons: {} }],
    ...overrides,
  }) as BillingEntity;

describe('upgradeTarget', () => {
  it('sends the owner of a lapsed team to the billing page of its subscription (retry, new card)', () => {
    expect(upgradeTarget({ id: 'team-1', plan: 'COMPLETE' }, 'inactive', [entity()])).toEqual({
      to: '/profile/subscriptions/billing?e=ent-1',
      label: 'Pay for this team on the billing page',
    });
  });

  it('sends the owner of a plan without the feature to the edit page of its subscription', () => {
    expect(upgradeTarget({ id: 'team-1', plan: 'BASIC' }, 'planExcluded', [entity()], 'schedule')).toEqual({
      to: '/profile/subscriptions/manage/edit?e=ent-1',
      label: "Upgrade this team's plan",
    });
  });

  it('without a running subscription for the team: the create page, with its plan or one that has the feature', () => {
    const elsewhere = entity({ teams: [{ teamId: 'other', name: 'Other', plan: 'BASIC', addons: {} }] });
    const cancelled = entity({ status: 'CANCELLED' });
    expect(upgradeTarget({ id: 'team-1', plan: 'COLLEGIATE' }, 'inactive', [elsewhere, cancelled])).toEqual({
      to: '/profile/subscriptions/manage/create?plan=COLLEGIATE',
      label: 'Subscribe to activate this team',
    });
    expect(upgradeTarget({ id: 'team-1', plan: null }, 'inactive', []).to).toBe(
      '/profile/subscriptions/manage/create?plan=BASIC',
    );
    expect(upgradeTarget({ id: 'team-1', plan: 'BASIC' }, 'planExcluded', [], 'documents').to).toBe(
      '/profile/subscriptions/manage/create?plan=COMPLETE',
    );
  });

  it('offers the first plan that includes a feature', () => {
    expect(planIncluding('schedule')).toBe('COMPLETE');
    expect(planIncluding(undefined)).toBe('BASIC');
  });
});

import {
  addonPrice,
  ADDONS,
  allowsCustomBranding,
  formatPrice,
  planFromQuery,
  planLabel,
  planPrice,
  PLAN_CODES,
} from './index';

describe('plans and prices', () => {
  it.each([
    ['BASIC', 'Basic', 18, 180],
    ['COMPLETE', 'Complete', 30, 300],
    ['COLLEGIATE', 'Collegiate', 60, 600],
    ['CLUB_COMPLETE', 'Club Complete', 20, 215],
    ['PERSONAL_UNLIMITED', 'Personal Unlimited', 5, 50],
    ['PERSONAL', 'Grandfathered', 10, 120],
  ] as const)('%s is labelled %s at $%d monthly and $%d annual', (plan, label, monthly, annual) => {
    expect(planLabel(plan)).toBe(label);
    expect(planPrice(plan, 'MONTHLY')).toBe(monthly);
    expect(planPrice(plan, 'ANNUAL')).toBe(annual);
  });

  it('has exactly the six plan codes and ignores unknown plans from the query string', () => {
    expect(PLAN_CODES).toHaveLength(6);
    expect(planFromQuery('COMPLETE')).toBe('COMPLETE');
    expect(planFromQuery('complete')).toBeUndefined();
    expect(planFromQuery(undefined)).toBeUndefined();
  });

  it('allows custom branding on every plan but Basic', () => {
    expect(allowsCustomBranding('BASIC')).toBe(false);
    expect(allowsCustomBranding('CLUB_COMPLETE')).toBe(true);
  });
});

describe('add-ons', () => {
  it('prices players and coaches at 3/30 and admins at 4/30', () => {
    expect([addonPrice('PLAYERS', 'MONTHLY'), addonPrice('PLAYERS', 'ANNUAL')]).toEqual([3, 30]);
    expect([addonPrice('COACHES', 'MONTHLY'), addonPrice('COACHES', 'ANNUAL')]).toEqual([3, 30]);
    expect([addonPrice('ADMINS', 'MONTHLY'), addonPrice('ADMINS', 'ANNUAL')]).toEqual([4, 30]);
  });

  it('gives 5 player slots in lacrosse, 2 in basketball and football, 1 coach, 1 admin', () => {
    expect(ADDONS.PLAYERS.slots).toEqual({ lacrosse: 5, basketball: 2, football: 2 });
    expect(ADDONS.COACHES.slots).toEqual({ lacrosse: 1, basketball: 1, football: 1 });
    expect(ADDONS.ADMINS.slots).toEqual({ lacrosse: 1, basketball: 1, football: 1 });
  });
});

describe('formatPrice', () => {
  it('shows dollars with two decimals and /mo or /yr', () => {
    expect(formatPrice(30, 'MONTHLY')).toBe('$30.00/mo');
    expect(formatPrice(300, 'ANNUAL')).toBe('$300.00/yr');
    expect(formatPrice(4.5, 'MONTHLY')).toBe('$4.50/mo');
  });

  it('divides an annual price by 12 in a per-month display', () => {
    expect(formatPrice(300, 'ANNUAL', 'perMonth')).toBe('$25.00/mo');
    expect(formatPrice(215, 'ANNUAL', 'perMonth')).toBe('$17.92/mo');
    expect(formatPrice(18, 'MONTHLY', 'perMonth')).toBe('$18.00/mo');
  });

  it('groups thousands and keeps negative amounts readable', () => {
    expect(formatPrice(1234.5, 'ANNUAL')).toBe('$1,234.50/yr');
    expect(formatPrice(-5, 'MONTHLY')).toBe('-$5.00/mo');
  });
});

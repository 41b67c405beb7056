import {
  BILLING_COUNTRIES,
  chargeLines,
  type CouponProperties,
  discountCents,
  isPaid,
  isStateOf,
  nextPaymentDate,
  PAYMENT_GRACE_PERIOD_MS,
  periodTotalCents,
  previewNewSubscription,
  prorationCents,
  STATE_CODES,
} from './index';

const percent = (discount: number, durationMonths: number | null = null): CouponProperties => ({
  discountType: 'percent',
  discount,
  durationMonths,
  freeTrial: false,
});
const amount = (discount: number, durationMonths: number | null = null): CouponProperties => ({
  discountType: 'amount',
  discount,
  durationMonths,
  freeTrial: false,
});
const now = new Date('2026-01-31T10:00:00Z');

describe('what a subscription charges', () => {
  it('charges each plan per team and each add-on per unit, at the monthly or annual price of section 9', () => {
    const teams = [
      { plan: 'COMPLETE' as const, addons: { COACHES: 1 } },
      { plan: 'COMPLETE' as const, addons: { PLAYERS: 2, ADMINS: 1 } },
      { plan: 'BASIC' as const },
    ];
    expect(chargeLines({ billingFrequency: 'MONTHLY', teams })).toEqual([
      { kind: 'plan', code: 'BASIC', unitCents: 1800, quantity: 1 },
      { kind: 'plan', code: 'COMPLETE', unitCents: 3000, quantity: 2 },
      { kind: 'addon', code: 'PLAYERS', unitCents: 300, quantity: 2 },
      { kind: 'addon', code: 'COACHES', unitCents: 300, quantity: 1 },
      { kind: 'addon', code: 'ADMINS', unitCents: 400, quantity: 1 },
    ]);
    expect(periodTotalCents({ billingFrequency: 'MONTHLY', teams })).toBe(1800 + 6000 + 600 + 300 + 400);
    expect(periodTotalCents({ billingFrequency: 'ANNUAL', teams })).toBe(18000 + 60000 + 6000 + 3000 + 3000);
  });

  it('ignores negative and fractional add-on units', () => {
    expect(
      periodTotalCents({
        billingFrequency: 'MONTHLY',
        teams: [{ plan: 'CLUB_COMPLETE', addons: { PLAYERS: -3, COACHES: 1.7 } }],
      }),
    ).toBe(2000 + 300);
  });
});

describe('discounts', () => {
  it('takes a percent (rounded to the cent) or an amount in dollars', () => {
    expect(discountCents(6000, percent(15), 'MONTHLY')).toBe(900);
    expect(discountCents(1999, percent(50), 'MONTHLY')).toBe(1000);
    expect(discountCents(6000, amount(10), 'MONTHLY')).toBe(1000);
  });

  it('is never above the total and never below zero', () => {
    expect(discountCents(6000, amount(100), 'MONTHLY')).toBe(6000);
    expect(discountCents(6000, percent(150), 'MONTHLY')).toBe(6000);
    expect(discountCents(6000, amount(-5), 'MONTHLY')).toBe(0);
    expect(discountCents(0, amount(5), 'MONTHLY')).toBe(0);
  });

  it('applies to the charges of periods starting within durationMonths, every charge when null', () => {
    const three = percent(20, 3);
    expect([0, 1, 2, 3, 4].map((i) => discountCents(1000, three, 'MONTHLY', i))).toEqual([
      200, 200, 200, 0, 0,
    ]);
    expect([0, 1].map((i) => discountCents(1000, three, 'ANNUAL', i))).toEqual([200, 0]);
    expect(discountCents(1000, percent(20, null), 'MONTHLY', 40)).toBe(200);
    expect(discountCents(1000, percent(20, 0), 'MONTHLY', 0)).toBe(0);
  });
});

describe('previewBillingUpdate for a new subscription', () => {
  const twoComplete = {
    billingFrequency: 'MONTHLY' as const,
    teams: [{ plan: 'COMPLETE' as const }, { plan: 'COMPLETE' as const }],
  };

  it('answers the next payment one month or one year from now (end of a short month clamped)', () => {
    expect(nextPaymentDate(now, 'MONTHLY').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(nextPaymentDate(now, 'ANNUAL').toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(nextPaymentDate(new Date('2026-03-15T00:00:00Z'), 'MONTHLY').toISOString()).toBe(
      '2026-04-15T00:00:00.000Z',
    );
  });

  it('charges the total less the discount, and nothing during a free trial', () => {
    expect(previewNewSubscription(twoComplete, null, now)).toEqual({
      nextPaymentDate: new Date('2026-02-28T10:00:00.000Z'),
      totalCents: 6000,
      discountCents: 0,
      amountDueCents: 6000,
    });
    expect(previewNewSubscription(twoComplete, amount(25), now).amountDueCents).toBe(3500);
    expect(previewNewSubscription(twoComplete, { ...percent(0), freeTrial: true }, now).amountDueCents).toBe(
      0,
    );
  });
});

describe('paid state', () => {
  it('is paid while paymentExpires plus the grace period lies in the future', () => {
    const expires = new Date('2026-02-01T00:00:00Z');
    expect(isPaid(expires, new Date('2026-01-31T00:00:00Z'))).toBe(true);
    expect(isPaid(expires, new Date(expires.getTime() + PAYMENT_GRACE_PERIOD_MS - 1))).toBe(true);
    expect(isPaid(expires, new Date(expires.getTime() + PAYMENT_GRACE_PERIOD_MS))).toBe(false);
    expect(isPaid(null, now)).toBe(false);
    expect(isPaid(expires, new Date('2026-02-01T00:00:01Z'), 0)).toBe(false);
  });
});

describe('proration', () => {
  const start = new Date('2026-03-01T00:00:00Z');
  const end = new Date('2026-03-31T00:00:00Z');

  it('charges the difference for the part of the period still ahead', () => {
    // A coach seat ($3/mo) added halfway through a 30-day period: $1.50.
    expect(prorationCents(6000, 6300, start, end, new Date('2026-03-16T00:00:00Z'))).toBe(150);
    expect(prorationCents(6000, 6300, start, end, start)).toBe(300);
    expect(prorationCents(6000, 6300, start, end, end)).toBe(0);
  });

  it('charges nothing now for a downgrade or fewer seats (they take effect at the end of the period)', () => {
    expect(prorationCents(6300, 6000, start, end, new Date('2026-03-10T00:00:00Z'))).toBe(0);
  });
});

describe('billing addresses', () => {
  it('are in the US or Canada, with their state and province lists', () => {
    expect(BILLING_COUNTRIES.map((country) => country.code)).toEqual(['US', 'CA']);
    expect(STATE_CODES.US).toHaveLength(51);
    expect(STATE_CODES.CA).toHaveLength(13);
    expect(isStateOf('US', 'MA')).toBe(true);
    expect(isStateOf('CA', 'ON')).toBe(true);
    expect(isStateOf('CA', 'MA')).toBe(false);
  });
});

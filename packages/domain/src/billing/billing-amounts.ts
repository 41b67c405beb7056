import { type AddonKind, ADDON_KINDS, addonPrice, type AddonQuantities, addonUnits } from '../plans/addons';
import { type BillingPeriod, type PlanCode, planPrice } from '../plans/plans';
import type { CouponProperties } from './coupon';

/** One team of a subscription: its plan and the add-on units bought for it. */
export interface BillingTeam {
  plan: PlanCode;
  addons?: AddonQuantities;
}

/** What a billing entity pays for each period: its teams (plan times the number of teams on it) and add-ons. */
export interface BillingSelection {
  billingFrequency: BillingPeriod;
  teams: BillingTeam[];
}

/** One line of the period's charge: a plan or an add-on kind, its unit price in cents and how many units. */
export type ChargeLine =
  | { kind: 'plan'; code: PlanCode; unitCents: number; quantity: number }
  | { kind: 'addon'; code: AddonKind; unitCents: number; quantity: number };

const cents = (dollars: number): number => Math.round(dollars * 100);

/**
 * The period's lines: one per plan in use (quantity = its teams) and one per add-on kind bought (quantity = the
 * units over all teams), in a fixed order so two selections with the same content give the same lines.
 */
export function chargeLines(selection: BillingSelection): ChargeLine[] {
  const plans = new Map<PlanCode, number>();
  for (const team of selection.teams) plans.set(team.plan, (plans.get(team.plan) ?? 0) + 1);
  const lines: ChargeLine[] = [...plans.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, quantity]) => ({
      kind: 'plan',
      code,
      unitCents: cents(planPrice(code, selection.billingFrequency)),
      quantity,
    }));
  for (const kind of ADDON_KINDS) {
    const quantity = selection.teams.reduce((sum, team) => sum + addonUnits(team.addons, kind), 0);
    if (quantity > 0)
      lines.push({
        kind: 'addon',
        code: kind,
        unitCents: cents(addonPrice(kind, selection.billingFrequency)),
        quantity,
      });
  }
  return lines;
}

/** The full price of one period in cents, before any discount. */
export function periodTotalCents(selection: BillingSelection): number {
  return chargeLines(selection).reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
}

export const monthsPerPeriod = (period: BillingPeriod): number => (period === 'ANNUAL' ? 12 : 1);

/**
 * The discount on the charge of period `periodIndex` (0 = the first), in cents. A coupon applies to the charges
 * of periods that start within its first `durationMonths` months (null: all of them); a percent is rounded to the
 * cent; the discount is never above the total and never below zero.
 */
export function discountCents(
  totalCents: number,
  coupon: CouponProperties | null | undefined,
  period: BillingPeriod,
  periodIndex = 0,
): number {
  if (!coupon || coupon.freeTrial || totalCents <= 0) return 0;
  if (coupon.durationMonths !== null && periodIndex * monthsPerPeriod(period) >= coupon.durationMonths)
    return 0;
  const raw =
    coupon.discountType === 'percent'
      ? Math.round((totalCents * coupon.discount) / 100)
      : Math.round(coupon.discount * 100);
  return Math.min(totalCents, Math.max(0, raw));
}

/** One month or one year after `now`, the day clamped to the target month's last day (Jan 31 → Feb 28). */
export function nextPaymentDate(now: Date, period: BillingPeriod): Date {
  const months = monthsPerPeriod(period);
  const target = new Date(now.getTime());
  const day = now.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export interface BillingPreview {
  /** When the next charge after this one falls: one month or one year from now. */
  nextPaymentDate: Date;
  /** The period's full price in cents. */
  totalCents: number;
  discountCents: number;
  /** What is charged now, in cents: 0 during a free trial. */
  amountDueCents: number;
}

/** The preview of a new subscription (previewBillingUpdate without an existing one). */
export function previewNewSubscription(
  selection: BillingSelection,
  coupon: CouponProperties | null | undefined,
  now: Date,
): BillingPreview {
  const totalCents = periodTotalCents(selection);
  const discount = discountCents(totalCents, coupon, selection.billingFrequency, 0);
  return {
    nextPaymentDate: nextPaymentDate(now, selection.billingFrequency),
    totalCents,
    discountCents: discount,
    amountDueCents: coupon?.freeTrial ? 0 : totalCents - discount,
  };
}

/**
 * What an upgrade or added seats cost now: the difference of the period prices for the part of the current period
 * still ahead, rounded to the cent. A downgrade or seat reduction costs nothing now (it takes effect at the end of
 * the period), so the answer is never below zero.
 */
export function prorationCents(
  oldTotalCents: number,
  newTotalCents: number,
  periodStart: Date,
  periodEnd: Date,
  now: Date,
): number {
  const length = periodEnd.getTime() - periodStart.getTime();
  const left = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), length);
  if (length <= 0 || newTotalCents <= oldTotalCents) return 0;
  return Math.round(((newTotalCents - oldTotalCents) * left) / length);
}

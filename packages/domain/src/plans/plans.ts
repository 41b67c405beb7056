import { isOneOf } from '../shared/one-of';

export const PLAN_CODES = [
  'BASIC',
  'COMPLETE',
  'COLLEGIATE',
  'CLUB_COMPLETE',
  'PERSONAL_UNLIMITED',
  'PERSONAL',
] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

export const BILLING_PERIODS = ['MONTHLY', 'ANNUAL'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export interface PlanInfo {
  code: PlanCode;
  label: string;
  /** List prices in whole US dollars. */
  monthly: number;
  annual: number;
}

export const PLANS: Record<PlanCode, PlanInfo> = {
  BASIC: { code: 'BASIC', label: 'Basic', monthly: 18, annual: 180 },
  COMPLETE: { code: 'COMPLETE', label: 'Complete', monthly: 30, annual: 300 },
  COLLEGIATE: { code: 'COLLEGIATE', label: 'Collegiate', monthly: 60, annual: 600 },
  CLUB_COMPLETE: { code: 'CLUB_COMPLETE', label: 'Club Complete', monthly: 20, annual: 215 },
  PERSONAL_UNLIMITED: { code: 'PERSONAL_UNLIMITED', label: 'Personal Unlimited', monthly: 5, annual: 50 },
  // The old personal plan is still billed for existing customers under this label.
  PERSONAL: { code: 'PERSONAL', label: 'Grandfathered', monthly: 10, annual: 120 },
};

export const isPlanCode = (candidate: unknown): candidate is PlanCode => isOneOf(PLAN_CODES, candidate);
export const isBillingPeriod = (candidate: unknown): candidate is BillingPeriod =>
  isOneOf(BILLING_PERIODS, candidate);

export function planLabel(plan: PlanCode): string {
  return PLANS[plan].label;
}

export function planPrice(plan: PlanCode, period: BillingPeriod): number {
  return period === 'MONTHLY' ? PLANS[plan].monthly : PLANS[plan].annual;
}

/** Custom program colours apply only when the program's plan is not Basic. */
export function allowsCustomBranding(plan: PlanCode): boolean {
  return plan !== 'BASIC';
}

/** Pages that need a subscription but exclude some plans: Basic gets neither schedule nor documents. */
export const PLAN_EXCLUDED_FEATURES = { schedule: ['BASIC'], documents: ['BASIC'] } as const satisfies Record<
  string,
  readonly PlanCode[]
>;

/** The create-subscription route accepts a plan query value only when it is a known plan. */
export function planFromQuery(value: unknown): PlanCode | undefined {
  return isPlanCode(value) ? value : undefined;
}

import { isOneOf } from '../shared/one-of';

export const DISCOUNT_TYPES = ['percent', 'amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/**
 * A coupon's properties as validateDiscountCode answers them (document 3 section 3): a percent off or an amount
 * off (whole dollars), for the charges of the first `durationMonths` months (null: every charge), or a free trial.
 */
export interface CouponProperties {
  discountType: DiscountType;
  discount: number;
  durationMonths: number | null;
  freeTrial: boolean;
}

export const isDiscountType = (candidate: unknown): candidate is DiscountType =>
  isOneOf(DISCOUNT_TYPES, candidate);

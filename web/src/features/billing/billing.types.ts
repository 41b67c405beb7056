import type {
  AddonQuantities,
  BillingCountry,
  BillingPeriod,
  CouponProperties,
  PlanCode,
} from '@chalktalk/domain';

export interface BilledTeam {
  teamId: string;
  name: string;
  plan: PlanCode;
  addons: AddonQuantities;
}

export interface BillingEntity {
  id: string;
  kind: 'PROGRAM' | 'PERSONAL_UNLIMITED';
  name: string;
  programId: string | null;
  plan: PlanCode;
  billingFrequency: BillingPeriod;
  teams: BilledTeam[];
  addons: AddonQuantities;
  quantity: number;
  paid: boolean;
  status: 'ACTIVE' | 'PAST_DUE' | 'DISABLED' | 'CANCELLED';
  paymentExpires: string | null;
  nextPaymentDate: string | null;
  lastPayment: string | null;
  createdDate: string;
  cardId: string | null;
  periodTotal: number;
  pending: { teams: BilledTeam[]; from: string } | null;
}

export interface Card {
  cardId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

export interface BillingAddress {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postalCode: string;
  country: BillingCountry;
}

export interface AdminBilling {
  entities: BillingEntity[];
  cards: Card[];
  billingDetails: { email: string; address: BillingAddress | null } | null;
  stripe: { publishableKey: string | null; jsUrl: string };
}

export interface Invoice {
  id: string;
  linkId: string;
  entityId: string;
  date: string;
  status: string;
  total: number;
  amountPaid: number;
  lines: { description: string; amount: number; periodStart: string; periodEnd: string }[];
  pdfUrl: string | null;
  hostedUrl: string | null;
}

export interface BillingUpdates {
  billingFrequency: BillingPeriod;
  couponCode?: string;
  teams: { teamId?: string; plan: PlanCode; addons: AddonQuantities }[];
}

export interface Preview {
  nextPaymentDate: string;
  amountDue: number;
  total: number;
  discount: number;
  periodTotal: number;
}

export interface NewSubscription {
  name: string;
  billingFrequency: BillingPeriod;
  couponCode?: string;
  teams: { name: string; sport: string; plan: PlanCode; addons: AddonQuantities }[];
}

export interface DiscountAnswer {
  success?: boolean;
  code?: string;
  coupon?: CouponProperties;
}

import { isOneOf } from '../shared/one-of';
import { SportFamily } from '../sports/edition';
import { BillingPeriod } from './plans';

export const ADDON_KINDS = ['PLAYERS', 'COACHES', 'ADMINS'] as const;
export type AddonKind = (typeof ADDON_KINDS)[number];

/** Purchased add-on quantities per kind; absent means none. */
export type AddonQuantities = Partial<Record<AddonKind, number>>;

export interface AddonInfo {
  kind: AddonKind;
  label: string;
  monthly: number;
  annual: number;
  /** Extra seats one unit adds, per sport family. */
  slots: Record<SportFamily, number>;
}

export const ADDONS: Record<AddonKind, AddonInfo> = {
  PLAYERS: {
    kind: 'PLAYERS',
    label: 'Players expansion',
    monthly: 3,
    annual: 30,
    slots: { lacrosse: 5, basketball: 2, football: 2 },
  },
  COACHES: {
    kind: 'COACHES',
    label: 'Additional coach',
    monthly: 3,
    annual: 30,
    slots: { lacrosse: 1, basketball: 1, football: 1 },
  },
  ADMINS: {
    kind: 'ADMINS',
    label: 'Additional admin',
    monthly: 4,
    annual: 30,
    slots: { lacrosse: 1, basketball: 1, football: 1 },
  },
};

export const isAddonKind = (candidate: unknown): candidate is AddonKind => isOneOf(ADDON_KINDS, candidate);

export function addonPrice(kind: AddonKind, period: BillingPeriod): number {
  return period === 'MONTHLY' ? ADDONS[kind].monthly : ADDONS[kind].annual;
}

/** Whole units purchased; negative, fractional or missing quantities count as what could really be bought. */
export function addonUnits(addons: AddonQuantities | undefined, kind: AddonKind): number {
  const quantity = addons?.[kind];
  return typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
}

/** Extra seats the purchased units of one add-on kind give a team of this sport. */
export function addonSlots(
  addons: AddonQuantities | undefined,
  kind: AddonKind,
  family: SportFamily,
): number {
  return addonUnits(addons, kind) * ADDONS[kind].slots[family];
}

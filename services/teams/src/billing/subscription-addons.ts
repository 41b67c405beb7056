import { type SubscriptionUpdated, timestampDate } from '@chalktalk/contracts';
import type { AddonQuantities } from '@chalktalk/domain';

/** A SubscriptionUpdated read for teams: when billing accepted it, the quantity, each listed team's add-ons. */
export interface PaidAddons {
  changedAt: Date;
  quantity: number;
  /** Team id → add-on units (kinds with no units left out). */
  teams: Map<string, AddonQuantities>;
}

const units = (value: number): number => (Number.isInteger(value) && value > 0 ? value : 0);

/** `occurredAt` stands in for a missing `changed_at` (the envelope's commit time of the same change). */
export function paidAddonsOf(event: SubscriptionUpdated, occurredAt: Date): PaidAddons {
  const teams = new Map<string, AddonQuantities>();
  for (const team of event.teams) {
    const addons: AddonQuantities = {};
    if (units(team.players)) addons.PLAYERS = units(team.players);
    if (units(team.coaches)) addons.COACHES = units(team.coaches);
    if (units(team.admins)) addons.ADMINS = units(team.admins);
    teams.set(team.teamId, addons);
  }
  return {
    changedAt: event.changedAt ? timestampDate(event.changedAt) : occurredAt,
    quantity: units(event.quantity),
    teams,
  };
}

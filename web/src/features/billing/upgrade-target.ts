import { isPlanCode, PLAN_CODES, PLAN_EXCLUDED_FEATURES, type PlanCode } from '@chalktalk/domain';
import type { BillingEntity } from './billing.types';

export type UpgradeReason = 'inactive' | 'planExcluded';

export const CREATE_SUBSCRIPTION_PATH = '/profile/subscriptions/manage/create';
export const EDIT_SUBSCRIPTION_PATH = '/profile/subscriptions/manage/edit';
export const BILLING_PATH = '/profile/subscriptions/billing';

/** The first team plan (document 3's order) that includes the feature: what a Basic team's owner is offered. */
export function planIncluding(feature: keyof typeof PLAN_EXCLUDED_FEATURES | undefined): PlanCode {
  const excluded: readonly string[] = feature ? PLAN_EXCLUDED_FEATURES[feature] : [];
  return PLAN_CODES.find((plan) => plan !== 'PERSONAL_UNLIMITED' && !excluded.includes(plan)) ?? 'COMPLETE';
}

/**
 * Where a guard sends a team's owner (document 3 section 2: owners upgrade, others talk to their admin): the
 * subscription that pays for the team, when there is one (a lapsed or refused payment → its billing page, to
 * retry or change the card; a plan without the feature → its edit page, to change the plan), else the create page
 * with a plan (the team's own for an unpaid team; one that includes the feature otherwise).
 */
export function upgradeTarget(
  team: { id: string; plan: string | null },
  reason: UpgradeReason,
  entities: readonly BillingEntity[],
  feature?: keyof typeof PLAN_EXCLUDED_FEATURES,
): { to: string; label: string } {
  const entity = entities.find(
    (candidate) =>
      candidate.kind === 'PROGRAM' &&
      candidate.status !== 'CANCELLED' &&
      candidate.teams.some((billed) => billed.teamId === team.id),
  );
  if (entity && reason === 'inactive')
    return { to: `${BILLING_PATH}?e=${entity.id}`, label: 'Pay for this team on the billing page' };
  if (entity) return { to: `${EDIT_SUBSCRIPTION_PATH}?e=${entity.id}`, label: "Upgrade this team's plan" };
  const plan = reason === 'inactive' && isPlanCode(team.plan) ? team.plan : planIncluding(feature);
  return {
    to: `${CREATE_SUBSCRIPTION_PATH}?plan=${plan}`,
    label: reason === 'inactive' ? 'Subscribe to activate this team' : "Upgrade this team's plan",
  };
}

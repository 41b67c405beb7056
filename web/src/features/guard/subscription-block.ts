import { GUARD_MESSAGES, isViewable, PLAN_EXCLUDED_FEATURES } from '@chalktalk/domain';
import type { Program, Team } from '../teams/teams.types';

export type GuardedFeature = keyof typeof PLAN_EXCLUDED_FEATURES;

export type SubscriptionBlock = 'noTeam' | 'pending' | 'inactive' | 'planExcluded';

/** Spec 1 §2: why a page that needs a subscription cannot show for this team, in the spec's order; null when it can. */
export function subscriptionBlock(
  team: Team | null,
  userId: string | undefined,
  feature?: GuardedFeature,
  program?: Program,
): SubscriptionBlock | null {
  if (!team || !userId) return 'noTeam';
  if (team.pending) return 'pending';
  if (!isViewable(team, userId, program)) return 'inactive';
  const excluded: readonly string[] = feature ? PLAN_EXCLUDED_FEATURES[feature] : [];
  if (team.plan && excluded.includes(team.plan)) return 'planExcluded';
  return null;
}

export const BLOCK_MESSAGES: Record<Exclude<SubscriptionBlock, 'noTeam'>, string> = {
  pending: GUARD_MESSAGES.membershipPending,
  inactive: GUARD_MESSAGES.subscriptionInactive,
  planExcluded: GUARD_MESSAGES.featureNotIncluded,
};

export const NO_TEAM_MESSAGE = 'Choose a team in the team switcher, or create or join one, to use this page.';
export const OWNER_UPGRADE_HINT = 'You own this team: you can change its subscription.';
export const ASK_ADMIN_HINT = 'Talk to your team admin about it.';

import type { BillingEntity, BillingUpdates } from '../billing/billing.types';
import type { UpdateProgramTeamsRequest } from './program-teams-form';

/**
 * What the program's subscription would be after an updateProgramTeams request that adds teams (the teams it keeps
 * with their plans and add-ons, each added team on the subscription's plan without add-ons, as billing prices it), for
 * previewBillingUpdate. Null when nothing is added: removing teams lowers the price from the period end, and
 * renaming costs nothing, so there is no charge to show.
 */
export function chargeProposal(
  entity: BillingEntity,
  request: UpdateProgramTeamsRequest,
): BillingUpdates | null {
  if (request.added.length === 0) return null;
  const removed = new Set(request.removed);
  return {
    billingFrequency: entity.billingFrequency,
    teams: [
      ...entity.teams
        .filter((team) => !removed.has(team.teamId))
        .map((team) => ({ teamId: team.teamId, plan: team.plan, addons: team.addons })),
      ...request.added.map(() => ({ plan: entity.plan, addons: {} })),
    ],
  };
}

/** The running subscription that pays for a program, if the user is the one who pays for it. */
export const programEntity = (entities: readonly BillingEntity[], programId: string) =>
  entities.find(
    (entity) =>
      entity.kind === 'PROGRAM' &&
      entity.programId === programId &&
      (entity.status === 'ACTIVE' || entity.status === 'PAST_DUE'),
  ) ?? null;

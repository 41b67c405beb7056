import type { EvaluationShareType, TeamFlags, TeamRole } from '@chalktalk/domain';

/** What the rules need to know of a user on a team (TeamDirectory's TeamAccessView, flattened). */
export interface TeamView {
  role: TeamRole | undefined;
  pending: boolean;
  paid: boolean;
  flags: TeamFlags;
}

const joined = (view: TeamView) => view.role !== undefined && !view.pending;
const isAdmin = (view: TeamView) => joined(view) && view.role === 'ADMIN';
const isEditor = (view: TeamView) => joined(view) && (view.role === 'ADMIN' || view.role === 'COACH');
/** Spec 3 §4: an inactive (unpaid) team stays visible to its admins only. */
const viewable = (view: TeamView) => view.paid || isAdmin(view);

/**
 * Spec 3 §6: coaches create evaluations only when COACHES_CAN_CREATE_EVALUATIONS is on; admins (program admins
 * included) always. The same right edits templates and shares evaluations.
 */
export function canWriteEvaluations(view: TeamView): boolean {
  if (!viewable(view)) return false;
  return isAdmin(view) || (isEditor(view) && view.flags.COACHES_CAN_CREATE_EVALUATIONS === true);
}

/** Coaches and admins read every evaluation of the team (a coach without the create flag reads, not writes). */
export function canReadAllEvaluations(view: TeamView): boolean {
  return isEditor(view) && viewable(view);
}

/** Spec 3 §6 roster view: editors, or everyone with PLAYERS_CAN_VIEW_TEAM_ROSTER; a paid team unless admin. */
export function canViewRoster(view: TeamView): boolean {
  if (!joined(view) || !viewable(view)) return false;
  return isEditor(view) || view.flags.PLAYERS_CAN_VIEW_TEAM_ROSTER === true;
}

/** Depth charts are written by those who may edit the team (coaches, admins, program admins). */
export function canEditDepthChart(view: TeamView): boolean {
  return isEditor(view) && viewable(view);
}

/** Who a share type shows the evaluation to: the player, their contacts, or both. */
export function sharedWith(shareType: EvaluationShareType, relation: 'player' | 'contact'): boolean {
  if (shareType === 'PLAYER_AND_CONTACTS') return true;
  return relation === 'player' ? shareType === 'PLAYER' : shareType === 'CONTACTS';
}

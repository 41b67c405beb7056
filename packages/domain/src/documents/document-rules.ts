import type { PlanCode } from '../plans/plans';
import { PLAN_EXCLUDED_FEATURES } from '../plans/plans';
import type { TeamRole } from '../teams/team-roles';

/**
 * Who may do what with team documents (spec 1 section 6: "rename, delete, move, share, copy depending on team,
 * read-only flag and role"; the exact table is ours, written down here and in services/documents/README.md):
 *
 * | action                         | ADMIN / program admin | COACH                  | PLAYER | CONTACT |
 * |--------------------------------|-----------------------|------------------------|--------|---------|
 * | list, open, acknowledge        | yes                   | yes                    | yes    | yes     |
 * | add (upload, link), folders    | yes                   | yes                    | no     | no      |
 * | rename, move, replace, delete  | yes                   | yes, unless read-only  | no     | no      |
 * | share (request acknowledgement), see acknowledgements | yes | yes              | no     | no      |
 * | copy to another team           | yes (editor of both)  | yes (editor of both)   | no     | no      |
 * | set or clear read-only         | yes                   | no                     | no     | no      |
 *
 * Every action also needs a viewable team (paid, or the user is an admin) whose plan includes documents (Basic
 * does not) and a joined membership (pending members see the guard). "Read-only" protects a document from
 * coaches: only admins may change it.
 */
export const DOCUMENT_ACTIONS = [
  'view',
  'acknowledge',
  'create',
  'rename',
  'move',
  'replace',
  'delete',
  'share',
  'viewAcknowledgements',
  'copy',
  'setReadOnly',
] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

/** The caller's standing on the team, as the owning service's projection knows it. */
export interface DocumentActor {
  /** Role on the team (program admins count as ADMIN); null when not a joined member. */
  role: TeamRole | null;
  pending: boolean;
}

export interface DocumentTeam {
  plan: PlanCode;
  paid: boolean;
}

export type DocumentRefusal = 'notMember' | 'pending' | 'inactive' | 'planExcluded' | 'forbidden';

const EVERYONE: readonly TeamRole[] = ['ADMIN', 'COACH', 'PLAYER', 'CONTACT'];
const EDITORS: readonly TeamRole[] = ['ADMIN', 'COACH'];
const ADMINS: readonly TeamRole[] = ['ADMIN'];

const ALLOWED: Record<DocumentAction, readonly TeamRole[]> = {
  view: EVERYONE,
  acknowledge: EVERYONE,
  create: EDITORS,
  rename: EDITORS,
  move: EDITORS,
  replace: EDITORS,
  delete: EDITORS,
  share: EDITORS,
  viewAcknowledgements: EDITORS,
  copy: EDITORS,
  setReadOnly: ADMINS,
};

/** Actions that change an existing document, which read-only keeps from coaches. */
const GUARDED_BY_READ_ONLY: ReadonlySet<DocumentAction> = new Set(['rename', 'move', 'replace', 'delete']);

/** Null when allowed; otherwise why not (the service maps each reason to its error code). */
export function documentRefusal(
  action: DocumentAction,
  actor: DocumentActor,
  team: DocumentTeam,
  document?: { readOnly: boolean },
): DocumentRefusal | null {
  if (actor.role === null) return actor.pending ? 'pending' : 'notMember';
  if (!team.paid && actor.role !== 'ADMIN') return 'inactive';
  if ((PLAN_EXCLUDED_FEATURES.documents as readonly PlanCode[]).includes(team.plan)) return 'planExcluded';
  if (!ALLOWED[action].includes(actor.role)) return 'forbidden';
  if (document?.readOnly && GUARDED_BY_READ_ONLY.has(action) && actor.role !== 'ADMIN') return 'forbidden';
  return null;
}

/** The actions the web app offers on one document (the same table, so menus never offer a refused action). */
export function documentActionsFor(
  actor: DocumentActor,
  team: DocumentTeam,
  document?: { readOnly: boolean },
): DocumentAction[] {
  return DOCUMENT_ACTIONS.filter((action) => documentRefusal(action, actor, team, document) === null);
}

/** Folder paths: '' is the top; otherwise up to 5 names joined by '/', each under 40 characters. */
export function normalizeFolderPath(path: string): string | null {
  const parts = path
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length > 5 || parts.some((part) => part.length >= 40)) return null;
  return parts.join('/');
}

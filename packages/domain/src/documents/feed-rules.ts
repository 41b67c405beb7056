import type { TeamRole } from '../teams/team-roles';
import type { DocumentActor, DocumentRefusal } from './document-rules';

export const FEED_AUDIENCES = ['TEAM', 'COACHES'] as const;
export type FeedAudience = (typeof FEED_AUDIENCES)[number];

/**
 * The team feed's rules (the spec names audiences but not who may post; ours, written down here and in
 * services/documents/README.md). The feed is the home page, so every plan has it (Basic included):
 *
 * | action                            | ADMIN / program admin | COACH | PLAYER          | CONTACT |
 * |-----------------------------------|-----------------------|-------|-----------------|---------|
 * | read TEAM posts, like, comment    | yes                   | yes   | yes             | yes     |
 * | read COACHES posts, like, comment | yes                   | yes   | no (not listed) | no      |
 * | post                              | TEAM or COACHES       | same  | TEAM only       | no      |
 * | edit a post                       | its author            | same  | same            | -       |
 * | delete a post or a comment        | any                   | any   | their own       | own     |
 *
 * Pending members see the guard; an unpaid team is open to its admins only.
 */
export type FeedAction = 'read' | 'post' | 'edit' | 'delete' | 'respond';

const EDITORS: readonly TeamRole[] = ['ADMIN', 'COACH'];

export function feedRefusal(
  action: FeedAction,
  actor: DocumentActor & { userId: string },
  team: { paid: boolean },
  item?: { audience: FeedAudience; authorId: string },
): DocumentRefusal | null {
  if (actor.role === null) return actor.pending ? 'pending' : 'notMember';
  if (!team.paid && actor.role !== 'ADMIN') return 'inactive';
  const editor = EDITORS.includes(actor.role);
  if (item?.audience === 'COACHES' && !editor) return 'forbidden';
  switch (action) {
    case 'read':
    case 'respond':
      return null;
    case 'post':
      return editor || (actor.role === 'PLAYER' && item?.audience !== 'COACHES') ? null : 'forbidden';
    case 'edit':
      return item?.authorId === actor.userId ? null : 'forbidden';
    case 'delete':
      return editor || item?.authorId === actor.userId ? null : 'forbidden';
  }
}

/** Audiences a member may choose when posting. */
export function audiencesFor(role: TeamRole | null): FeedAudience[] {
  if (role === 'ADMIN' || role === 'COACH') return ['TEAM', 'COACHES'];
  return role === 'PLAYER' ? ['TEAM'] : [];
}

import type { ShareScope } from '@chalktalk/domain';
import type { Playbook } from '../playbook.types';

/** What the audience dropdown holds: a scope, or 'MIXED' for team items whose audiences differ. */
export type Audience = ShareScope | 'MIXED';

/** The audience dropdown (spec 2 §2, §9: whole team, coaches only), plus not shared. */
export const AUDIENCE_OPTIONS: Array<{ scope: ShareScope; label: string }> = [
  { scope: 'NOONE', label: 'Not shared' },
  { scope: 'TEAM', label: 'Whole team' },
  { scope: 'COACHES', label: 'Coaches only' },
];

/** Shown (not choosable) while the chosen team items have different audiences. */
export const MIXED_OPTION = { scope: 'MIXED' as const, label: 'Mixed' };

/** A stored scope as the dropdown shows it (COMMUNITY lists the play for the whole team too). */
export function audienceOf(scope: string | undefined): ShareScope {
  if (scope === 'TEAM' || scope === 'COMMUNITY') return 'TEAM';
  if (scope === 'COACHES') return 'COACHES';
  return 'NOONE';
}

/**
 * The audience of items of a team playbook on that team: coaches only when every play (folders count by
 * the plays inside them) is coaches-only, the whole team when none is, otherwise mixed.
 */
export function teamItemsAudience(playbook: Playbook, itemIds: string[]): Audience {
  const plays = new Map(playbook.plays.map((play) => [play.id, play]));
  const folders = new Map(playbook.folders.map((folder) => [folder.id, folder]));
  const coachOnly = new Set<boolean>();
  const visit = (id: string, depth: number) => {
    const play = plays.get(id);
    if (play) coachOnly.add(play.coachOnly === true);
    const folder = folders.get(id);
    if (!folder || depth > 50) return;
    for (const child of [...folder.plays, ...folder.folders]) visit(child, depth + 1);
  };
  for (const id of itemIds) visit(id, 0);
  if (coachOnly.size !== 1) return coachOnly.size === 0 ? 'TEAM' : 'MIXED';
  return coachOnly.has(true) ? 'COACHES' : 'TEAM';
}

/** Only the teams whose audience changed are sent; a team left at 'Mixed' is not. */
export function changedModifications(
  initial: Record<string, Audience>,
  chosen: Record<string, Audience>,
): Record<string, ShareScope> {
  const changed: Record<string, ShareScope> = {};
  for (const [teamId, scope] of Object.entries(chosen)) {
    if (scope !== 'MIXED' && (initial[teamId] ?? 'NOONE') !== scope) changed[teamId] = scope;
  }
  return changed;
}

import type { ShareScope } from '@chalktalk/domain';

/** The audience dropdown (spec 2 §2, §9: whole team, coaches only), plus not shared. */
export const AUDIENCE_OPTIONS: Array<{ scope: ShareScope; label: string }> = [
  { scope: 'NOONE', label: 'Not shared' },
  { scope: 'TEAM', label: 'Whole team' },
  { scope: 'COACHES', label: 'Coaches only' },
];

/** A stored scope as the dropdown shows it (COMMUNITY lists the play for the whole team too). */
export function audienceOf(scope: string | undefined): ShareScope {
  if (scope === 'TEAM' || scope === 'COMMUNITY') return 'TEAM';
  if (scope === 'COACHES') return 'COACHES';
  return 'NOONE';
}

/** Only the teams whose audience changed are sent. */
export function changedModifications(
  initial: Record<string, ShareScope>,
  chosen: Record<string, ShareScope>,
): Record<string, ShareScope> {
  return Object.fromEntries(
    Object.entries(chosen).filter(([teamId, scope]) => (initial[teamId] ?? 'NOONE') !== scope),
  );
}

import type { TeamRole } from '@chalktalk/domain';

export const ROLE_LABELS: Record<TeamRole, string> = {
  ADMIN: 'Admin',
  COACH: 'Coach',
  PLAYER: 'Player',
  CONTACT: 'Contact',
};

/**
 * Roles the role menu offers: only admins grant or take ADMIN, and CONTACT is left out because it needs a
 * player to attach to (the pending-member panel assigns contacts).
 */
export function roleChoices(current: TeamRole, viewerIsAdmin: boolean): TeamRole[] {
  if (current === 'ADMIN' && !viewerIsAdmin) return [];
  const roles: TeamRole[] = viewerIsAdmin ? ['ADMIN', 'COACH', 'PLAYER'] : ['COACH', 'PLAYER'];
  return roles.includes(current) ? roles : [current, ...roles];
}

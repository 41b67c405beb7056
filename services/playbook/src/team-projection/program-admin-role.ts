import type { TeamRole } from '@chalktalk/domain';

/**
 * The role the playbook rules see. A program admin may edit every team of the program (spec 1: "coach or program
 * admin"), so on those teams they count as ADMIN, whether or not they are also a member (a member's own role is
 * lower or equal). Everyone else keeps their member role (undefined for strangers).
 */
export function effectiveTeamRole(
  memberRole: TeamRole | undefined,
  userId: string,
  programAdminIds: readonly string[],
): TeamRole | undefined {
  return programAdminIds.includes(userId) ? 'ADMIN' : memberRole;
}

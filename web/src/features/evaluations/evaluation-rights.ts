import { roleOnTeam, isProgramAdmin, type ProgramAccess, type TeamAccess } from '@chalktalk/domain';

/**
 * Spec 3 §6, as the evaluations service checks it: admins (program admins too) always write evaluations and
 * templates; coaches only when the team has COACHES_CAN_CREATE_EVALUATIONS on; an unpaid team only its admins.
 */
export function canWriteEvaluations(team: TeamAccess, userId: string, program?: ProgramAccess): boolean {
  const role = isProgramAdmin(program, userId) ? 'ADMIN' : roleOnTeam(team, userId);
  if (role === 'ADMIN') return true;
  return role === 'COACH' && team.paid && team.flags?.COACHES_CAN_CREATE_EVALUATIONS === true;
}

/** Coaches and admins read every evaluation of the team. */
export function canReadTeamEvaluations(team: TeamAccess, userId: string, program?: ProgramAccess): boolean {
  const role = isProgramAdmin(program, userId) ? 'ADMIN' : roleOnTeam(team, userId);
  return role === 'ADMIN' || (role === 'COACH' && team.paid);
}

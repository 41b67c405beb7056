import {
  AppError,
  canEditTeam,
  canEmailTeam,
  canLeave,
  canViewRoster,
  isViewable,
  type ProgramAccess,
  roleOnTeam,
  type TeamAccess,
  type TeamRole,
} from '@chalktalk/domain';
import type { MembershipEntity } from './membership.entity';
import type { ProgramEntity } from './program.entity';
import type { TeamEntity } from './team.entity';

/** A team with what its rules need: memberships, program, and the counts the team-size limits use. */
export interface TeamContext {
  team: TeamEntity;
  /** Every membership row of the team, pending ones included. */
  memberships: MembershipEntity[];
  program: ProgramEntity | null;
  /** Teams in the team's program, this one included (1 without a program). */
  programTeamCount: number;
  /** Player entries on the roster (not contacts, not pending): the seats the player limit counts. */
  rosterPlayerCount: number;
}

/** The domain's access shape: joined members only (a pending member is not a member yet). */
export function teamAccessOf(team: TeamEntity, memberships: readonly MembershipEntity[]): TeamAccess {
  const members: Record<string, { role: TeamRole }> = {};
  const admins: Record<string, true> = {};
  for (const membership of memberships) {
    if (membership.teamId !== team.id || membership.pending) continue;
    members[membership.userId] = { role: membership.role };
    if (membership.role === 'ADMIN') admins[membership.userId] = true;
  }
  return { ownerId: team.ownerId, members, admins, flags: team.flags, paid: team.paid };
}

export function programAccessOf(program: ProgramEntity | null | undefined): ProgramAccess | undefined {
  return program ? { admins: Object.fromEntries(program.admins.map((id) => [id, true])) } : undefined;
}

export function membershipOf(context: TeamContext, userId: string): MembershipEntity | undefined {
  return context.memberships.find((membership) => membership.userId === userId);
}

/** The user's role on the team; null for strangers and pending members. */
export function roleIn(context: TeamContext, userId: string): TeamRole | null {
  return roleOnTeam(teamAccessOf(context.team, context.memberships), userId);
}

export function isProgramAdminOf(context: TeamContext, userId: string): boolean {
  return context.program?.admins.includes(userId) ?? false;
}

/** The rules of spec 1 section 6 applied to a loaded team. */
export const teamRules = {
  canEdit: (c: TeamContext, userId: string) =>
    canEditTeam(teamAccessOf(c.team, c.memberships), userId, programAccessOf(c.program)),
  /** Paid, or the user is an admin: a team ADMIN or a program admin (they administer every team of it). */
  isViewable: (c: TeamContext, userId: string) =>
    isViewable(teamAccessOf(c.team, c.memberships), userId, programAccessOf(c.program)),
  /** "Everyone" with PLAYERS_CAN_VIEW_TEAM_ROSTER means everyone on the team: not strangers or pending members. */
  canViewRoster: (c: TeamContext, userId: string) =>
    isProgramAdminOf(c, userId) ||
    (roleIn(c, userId) !== null &&
      canViewRoster(teamAccessOf(c.team, c.memberships), userId, programAccessOf(c.program))),
  canLeave: (c: TeamContext, userId: string) => canLeave(teamAccessOf(c.team, c.memberships), userId),
  /** Team admins and program admins manage admins, flags and the team itself. */
  canAdminister: (c: TeamContext, userId: string) =>
    roleIn(c, userId) === 'ADMIN' || isProgramAdminOf(c, userId),
  /** Emailing the team is for coaches (admins coach too); players only with PLAYERS_CAN_EMAIL_ROSTER. */
  canEmailTeam: (c: TeamContext, userId: string) =>
    canEmailTeam(teamAccessOf(c.team, c.memberships), userId, programAccessOf(c.program)),
};

export function noPermission(): AppError {
  return new AppError('G003');
}

/** Throws G003 unless the rule allows the user. */
export function requireRule(
  rule: (context: TeamContext, userId: string) => boolean,
  context: TeamContext,
  userId: string,
): void {
  if (!rule(context, userId)) throw noPermission();
}

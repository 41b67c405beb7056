import { allowsCustomBranding, isPlanCode, limitToJson } from '@chalktalk/domain';
import type { ProgramDto, TeamDto } from './dto/team.dto';
import type { MembershipEntity } from './membership.entity';
import type { ProgramEntity } from './program.entity';
import { limitsOf } from './team-capacity';
import { teamAccessOf, teamRules } from './team-context';
import type { TeamEntity } from './team.entity';

export function logoUrlOf(entityId: string, version: string | null): string | null {
  return version === null ? null : `/api/teams/entityLogo?entityId=${entityId}&v=${version}`;
}

/**
 * Shapes a team for one viewer. Pending members are not members yet; the join key is shown only to those who
 * may invite (owner, admins, coaches, program admins), since anyone holding it can join.
 */
export function toTeamDto(
  team: TeamEntity,
  memberships: MembershipEntity[],
  viewerId: string,
  program?: ProgramEntity | null,
  programTeamCount = 1,
): TeamDto {
  const own = memberships.filter((membership) => membership.teamId === team.id);
  const access = teamAccessOf(team, own);
  const viewerPending = own.some((membership) => membership.userId === viewerId && membership.pending);
  const context = {
    team,
    memberships: own,
    program: program ?? null,
    programTeamCount,
    rosterPlayerCount: 0,
  };
  const mayInvite = teamRules.canEdit(context, viewerId);
  const limits = limitsOf(context);
  return {
    id: team.id,
    name: team.name,
    sport: team.sport,
    programId: team.programId,
    plan: team.plan,
    paid: team.paid,
    ownerId: team.ownerId,
    ...(mayInvite ? { teamKey: team.teamKey } : {}),
    members: access.members as TeamDto['members'],
    admins: access.admins as TeamDto['admins'],
    flags: team.flags,
    createdDate: team.createdDate.toISOString(),
    ...(viewerPending ? { pending: true } : {}),
    collegiateTeam: team.collegiateTeam,
    addons: team.addons,
    coachPlaceholders: team.coachPlaceholders,
    timeZone: team.timeZone,
    limits: { admins: limits.admins, coaches: limits.coaches, players: limitToJson(limits.players) },
    logoUrl: logoUrlOf(team.id, team.logoVersion),
  };
}

/** Custom colours apply only when the program's plan is not Basic (a program without a plan yet may preview them). */
export function brandingApplies(plan: string | null): boolean {
  return !isPlanCode(plan) || allowsCustomBranding(plan);
}

/**
 * The program as its teams' users see it. With `viewerId`, the admins are listed only to program admins (others
 * get an empty map: they only learn that they are not one).
 */
export function toProgramDto(program: ProgramEntity, teamIds: string[], viewerId?: string): ProgramDto {
  const showAdmins = viewerId === undefined || program.admins.includes(viewerId);
  const applies = brandingApplies(program.plan);
  return {
    id: program.id,
    name: program.name,
    plan: program.plan,
    paid: program.paid,
    colorPrimary: applies ? program.colorPrimary : null,
    colorSecondary: applies ? program.colorSecondary : null,
    savedColors: { primary: program.colorPrimary, secondary: program.colorSecondary },
    teams: teamIds,
    ownerId: program.ownerId,
    admins: showAdmins ? Object.fromEntries(program.admins.map((id) => [id, true as const])) : {},
    addons: program.addons,
    quantity: program.quantity,
    logoUrl: logoUrlOf(program.id, program.logoVersion),
  };
}

import { canEditTeam } from '@chalktalk/domain';
import type { ProgramDto, TeamDto } from './dto/team.dto';
import type { MembershipEntity } from './membership.entity';
import type { ProgramEntity } from './program.entity';
import type { TeamEntity } from './team.entity';

/**
 * Shapes a team for one viewer. Pending members are not members yet; the join key is shown only to those who
 * may invite (owner, admins, coaches), since anyone holding it can join.
 */
export function toTeamDto(
  team: TeamEntity,
  memberships: MembershipEntity[],
  viewerId: string,
  program?: ProgramEntity,
): TeamDto {
  const members: TeamDto['members'] = {};
  const admins: TeamDto['admins'] = {};
  let viewerPending = false;
  for (const membership of memberships) {
    if (membership.teamId !== team.id) continue;
    if (membership.userId === viewerId) viewerPending = membership.pending;
    if (membership.pending) continue;
    members[membership.userId] = { role: membership.role };
    if (membership.role === 'ADMIN') admins[membership.userId] = true;
  }
  const programAdmins = program ? Object.fromEntries(program.admins.map((id) => [id, true])) : undefined;
  const mayInvite = canEditTeam({ ...team, members, admins }, viewerId, { admins: programAdmins });
  return {
    id: team.id,
    name: team.name,
    sport: team.sport,
    programId: team.programId,
    plan: team.plan,
    paid: team.paid,
    ownerId: team.ownerId,
    ...(mayInvite ? { teamKey: team.teamKey } : {}),
    members,
    admins,
    flags: team.flags,
    createdDate: team.createdDate.toISOString(),
    ...(viewerPending ? { pending: true } : {}),
  };
}

export function toProgramDto(program: ProgramEntity, teamIds: string[]): ProgramDto {
  return {
    id: program.id,
    name: program.name,
    plan: program.plan,
    paid: program.paid,
    colorPrimary: program.colorPrimary,
    colorSecondary: program.colorSecondary,
    teams: teamIds,
  };
}

import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser, parseInput } from '@chalktalk/platform';
import {
  changeUserRoleSchema,
  emailTeamSchema,
  getTeamMembersSchema,
  leaveTeamSchema,
  removeTeamMembersSchema,
  updatePendingMembersSchema,
} from './membership.dto';
import { ProgramAdminsService } from '../program-admins/program-admins.service';
import { MembershipService } from './membership.service';
import { TeamEmailService } from './team-email.service';

@Controller('api/teams')
export class MembershipController {
  constructor(
    private readonly membership: MembershipService,
    private readonly email: TeamEmailService,
    private readonly programAdmins: ProgramAdminsService,
  ) {}

  @Get('getTeamMembers')
  getTeamMembers(@CurrentUser() user: AuthUser, @Query() query: unknown) {
    return this.membership.getTeamMembers(user, parseInput(getTeamMembersSchema, query));
  }

  @Post('removeTeamMembers')
  @HttpCode(200)
  async removeTeamMembers(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    const input = parseInput(removeTeamMembersSchema, body);
    // entityId may name a program: then program admins are removed.
    if (await this.programAdmins.isProgram(input.entityId))
      return this.programAdmins.remove(user, input.entityId, input.memberIds);
    return this.membership.removeTeamMembers(user, input.entityId, input.memberIds);
  }

  @Post('leaveTeam')
  @HttpCode(200)
  leaveTeam(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.membership.leaveTeam(user, parseInput(leaveTeamSchema, body).teamId);
  }

  @Post('changeUserRole')
  @HttpCode(200)
  changeUserRole(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.membership.changeUserRole(user, parseInput(changeUserRoleSchema, body));
  }

  @Post('updatePendingMembers')
  @HttpCode(200)
  updatePendingMembers(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.membership.updatePendingMembers(user, parseInput(updatePendingMembersSchema, body));
  }

  @Post('emailTeam')
  @HttpCode(200)
  emailTeam(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.email.emailTeam(user, parseInput(emailTeamSchema, body));
  }
}

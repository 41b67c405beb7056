import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
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
  getTeamMembers(
    @CurrentUser() user: AuthUser,
    @Input(getTeamMembersSchema) input: z.infer<typeof getTeamMembersSchema>,
  ) {
    return this.membership.getTeamMembers(user, input);
  }

  @Post('removeTeamMembers')
  @HttpCode(200)
  async removeTeamMembers(
    @CurrentUser() user: AuthUser,
    @Input(removeTeamMembersSchema) input: z.infer<typeof removeTeamMembersSchema>,
  ) {
    // entityId may name a program: then program admins are removed.
    if (await this.programAdmins.isProgram(input.entityId))
      return this.programAdmins.remove(user, input.entityId, input.memberIds);
    return this.membership.removeTeamMembers(user, input.entityId, input.memberIds);
  }

  @Post('leaveTeam')
  @HttpCode(200)
  leaveTeam(@CurrentUser() user: AuthUser, @Input(leaveTeamSchema) input: z.infer<typeof leaveTeamSchema>) {
    return this.membership.leaveTeam(user, input.teamId);
  }

  @Post('changeUserRole')
  @HttpCode(200)
  changeUserRole(
    @CurrentUser() user: AuthUser,
    @Input(changeUserRoleSchema) input: z.infer<typeof changeUserRoleSchema>,
  ) {
    return this.membership.changeUserRole(user, input);
  }

  @Post('updatePendingMembers')
  @HttpCode(200)
  updatePendingMembers(
    @CurrentUser() user: AuthUser,
    @Input(updatePendingMembersSchema) input: z.infer<typeof updatePendingMembersSchema>,
  ) {
    return this.membership.updatePendingMembers(user, input);
  }

  @Post('emailTeam')
  @HttpCode(200)
  emailTeam(@CurrentUser() user: AuthUser, @Input(emailTeamSchema) input: z.infer<typeof emailTeamSchema>) {
    return this.email.emailTeam(user, input);
  }
}

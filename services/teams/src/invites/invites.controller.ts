import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser, parseInput } from '@chalktalk/platform';
import { inviteLinkSchema, inviteMembersSchema } from './invites.dto';
import { ProgramAdminsService } from '../program-admins/program-admins.service';
import { InvitesService } from './invites.service';

@Controller('api/teams')
export class InvitesController {
  constructor(
    private readonly invites: InvitesService,
    private readonly programAdmins: ProgramAdminsService,
  ) {}

  @Post('inviteMembers')
  @HttpCode(200)
  async inviteMembers(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    const input = parseInput(inviteMembersSchema, body);
    // entityId may name a program: then the invitation is for program admins.
    if (await this.programAdmins.isProgram(input.entityId)) return this.programAdmins.invite(user, input);
    return this.invites.inviteMembers(user, input);
  }

  @Get('inviteLink')
  inviteLink(@CurrentUser() user: AuthUser, @Query() query: unknown) {
    return this.invites.inviteLink(user, parseInput(inviteLinkSchema, query));
  }

  @Get('previewInvite')
  previewInvite(@CurrentUser() user: AuthUser, @Query() query: unknown) {
    return this.invites.previewInvite(user, parseInput(inviteLinkSchema, query));
  }
}

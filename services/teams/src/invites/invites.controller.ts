import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser, parseInput } from '@chalktalk/platform';
import { inviteLinkSchema, inviteMembersSchema } from './invites.dto';
import { InvitesService } from './invites.service';

@Controller('api/teams')
export class InvitesController {
  constructor(private readonly invites: InvitesService) {}

  @Post('inviteMembers')
  @HttpCode(200)
  inviteMembers(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.invites.inviteMembers(user, parseInput(inviteMembersSchema, body));
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

import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
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
  async inviteMembers(
    @CurrentUser() user: AuthUser,
    @Input(inviteMembersSchema) input: z.infer<typeof inviteMembersSchema>,
  ) {
    // entityId may name a program: then the invitation is for program admins.
    if (await this.programAdmins.isProgram(input.entityId)) return this.programAdmins.invite(user, input);
    return this.invites.inviteMembers(user, input);
  }

  @Get('inviteLink')
  inviteLink(
    @CurrentUser() user: AuthUser,
    @Input(inviteLinkSchema) input: z.infer<typeof inviteLinkSchema>,
  ) {
    return this.invites.inviteLink(user, input);
  }

  @Get('previewInvite')
  previewInvite(
    @CurrentUser() user: AuthUser,
    @Input(inviteLinkSchema) input: z.infer<typeof inviteLinkSchema>,
  ) {
    return this.invites.previewInvite(user, input);
  }
}

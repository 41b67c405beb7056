import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
import {
  getSharedPlaySchema,
  getSharedStatusSchema,
  saveSharedPlaySchema,
  shareItemsSchema,
} from './dto/sharing.dto';
import { SharingService } from './sharing.service';

@Controller('api/playbook')
export class SharingController {
  constructor(private readonly sharing: SharingService) {}

  @HttpCode(200)
  @Post('shareItems')
  shareItems(
    @CurrentUser() user: AuthUser,
    @Input(shareItemsSchema) input: z.infer<typeof shareItemsSchema>,
  ) {
    return this.sharing.shareItems(user, input);
  }

  @Get('getSharedStatus')
  getSharedStatus(
    @CurrentUser() user: AuthUser,
    @Input(getSharedStatusSchema) input: z.infer<typeof getSharedStatusSchema>,
  ) {
    return this.sharing.getSharedStatus(user, input.playId, input.teamIds);
  }

  @Get('getSharedPlay')
  getSharedPlay(
    @CurrentUser() user: AuthUser,
    @Input(getSharedPlaySchema) input: z.infer<typeof getSharedPlaySchema>,
  ) {
    return this.sharing.getSharedPlay(user, input);
  }

  @HttpCode(200)
  @Post('saveSharedPlay')
  saveSharedPlay(
    @CurrentUser() user: AuthUser,
    @Input(saveSharedPlaySchema) input: z.infer<typeof saveSharedPlaySchema>,
  ) {
    return this.sharing.saveSharedPlay(user, input);
  }
}

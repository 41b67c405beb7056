import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { ProfileFlag } from '@chalktalk/domain';
import { type AuthUser, CurrentUser, Input, NoInput } from '@chalktalk/platform';
import { setProfileFlagSchema, updateProfileSettingsSchema } from './dto/profile-settings.dto';
import type { ProfileDto } from './dto/profile.dto';
import { ProfileService } from './profile.service';

@Controller('api/account')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @NoInput()
  @Get('getProfile')
  getProfile(@CurrentUser() user: AuthUser): Promise<ProfileDto> {
    return this.profiles.profile(user.id);
  }

  @Post('updateProfileSettings')
  @HttpCode(200)
  updateProfileSettings(
    @CurrentUser() user: AuthUser,
    @Input(updateProfileSettingsSchema) input: z.infer<typeof updateProfileSettingsSchema>,
  ): Promise<ProfileDto> {
    return this.profiles.updateSettings(user.id, input.settings);
  }

  @Post('setProfileFlag')
  @HttpCode(200)
  setProfileFlag(
    @CurrentUser() user: AuthUser,
    @Input(setProfileFlagSchema) { flag, value }: z.infer<typeof setProfileFlagSchema>,
  ): Promise<ProfileDto> {
    return this.profiles.setFlag(user.id, flag as ProfileFlag, value);
  }
}

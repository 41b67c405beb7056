import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { ProfileFlag } from '@chalktalk/domain';
import { type AuthUser, CurrentUser, parseInput } from '@chalktalk/platform';
import { setProfileFlagSchema, updateProfileSettingsSchema } from './dto/profile-settings.dto';
import type { ProfileDto } from './dto/profile.dto';
import { ProfileService } from './profile.service';

@Controller('api/account')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get('getProfile')
  getProfile(@CurrentUser() user: AuthUser): Promise<ProfileDto> {
    return this.profiles.profile(user.id);
  }

  @Post('updateProfileSettings')
  @HttpCode(200)
  updateProfileSettings(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<ProfileDto> {
    return this.profiles.updateSettings(user.id, parseInput(updateProfileSettingsSchema, body).settings);
  }

  @Post('setProfileFlag')
  @HttpCode(200)
  setProfileFlag(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<ProfileDto> {
    const { flag, value } = parseInput(setProfileFlagSchema, body);
    return this.profiles.setFlag(user.id, flag as ProfileFlag, value);
  }
}

import { Controller, Get } from '@nestjs/common';
import { type AuthUser, CurrentUser } from '@chalktalk/platform';
import { AccountsService } from './accounts.service';
import type { ProfileDto } from './dto/profile.dto';

@Controller('api/account')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get('getProfile')
  getProfile(@CurrentUser() user: AuthUser): Promise<ProfileDto> {
    return this.accounts.profile(user.id);
  }
}

import { Module } from '@nestjs/common';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  controllers: [ProfileController],
  providers: [AccountsRepository, AccountsService, ProfileService],
  exports: [AccountsService, AccountsRepository, ProfileService],
})
export class AccountsModule {}

import { Module } from '@nestjs/common';
import { ActionCodesModule } from '../action-codes/action-codes.module';
import { KeysModule } from '../keys/keys.module';
import { AccountMailService } from './account-mail.service';

@Module({
  imports: [ActionCodesModule, KeysModule],
  providers: [AccountMailService],
  exports: [AccountMailService, ActionCodesModule],
})
export class AccountMailModule {}

import { Module } from '@nestjs/common';
import { AccountMailModule } from '../account-mail/account-mail.module';
import { AccountsModule } from '../accounts/accounts.module';
import { BotCheckModule } from '../bot-check/bot-check.module';
import { KeysModule } from '../keys/keys.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ThrottleModule } from '../throttle/throttle.module';
import { AuthService } from './auth.service';

@Module({
  imports: [AccountMailModule, AccountsModule, BotCheckModule, KeysModule, SessionsModule, ThrottleModule],
  providers: [AuthService],
  exports: [AuthService],
})
export class AuthModule {}

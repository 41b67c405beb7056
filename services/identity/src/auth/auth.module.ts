import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { BotCheckModule } from '../bot-check/bot-check.module';
import { KeysModule } from '../keys/keys.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ThrottleModule } from '../throttle/throttle.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';

@Module({
  imports: [AccountsModule, BotCheckModule, KeysModule, SessionsModule, ThrottleModule],
  controllers: [AuthController],
  providers: [AuthService],
})
export class AuthModule {}

import { Module } from '@nestjs/common';
import { LoginThrottleRepository } from './login-throttle.repository';
import { LoginThrottleService } from './login-throttle.service';
import { MailThrottleService } from './mail-throttle.service';

@Module({
  providers: [LoginThrottleRepository, LoginThrottleService, MailThrottleService],
  exports: [LoginThrottleService, MailThrottleService],
})
export class ThrottleModule {}

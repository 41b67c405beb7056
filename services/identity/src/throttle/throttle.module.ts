import { Module } from '@nestjs/common';
import { LoginThrottleRepository } from './login-throttle.repository';
import { LoginThrottleService } from './login-throttle.service';

@Module({
  providers: [LoginThrottleRepository, LoginThrottleService],
  exports: [LoginThrottleService],
})
export class ThrottleModule {}

import { Module } from '@nestjs/common';
import { ActionCodesRepository } from './action-codes.repository';
import { ActionCodesService } from './action-codes.service';

@Module({
  providers: [ActionCodesRepository, ActionCodesService],
  exports: [ActionCodesService],
})
export class ActionCodesModule {}

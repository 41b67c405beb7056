import { Module } from '@nestjs/common';
import { BotCheckController } from './bot-check.controller';
import { BotCheckRepository } from './bot-check.repository';
import { BotCheckService } from './bot-check.service';

@Module({
  controllers: [BotCheckController],
  providers: [BotCheckRepository, BotCheckService],
  exports: [BotCheckService],
})
export class BotCheckModule {}

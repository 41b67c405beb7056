import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { PracticeController } from './practice.controller';
import { PracticeService } from './practice.service';

@Module({
  imports: [EventsModule],
  controllers: [PracticeController],
  providers: [PracticeService],
})
export class PracticeModule {}

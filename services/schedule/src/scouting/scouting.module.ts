import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { ScoutingController } from './scouting.controller';
import { ScoutingService } from './scouting.service';

@Module({
  imports: [EventsModule],
  controllers: [ScoutingController],
  providers: [ScoutingService],
})
export class ScoutingModule {}

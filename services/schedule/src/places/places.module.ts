import { Module } from '@nestjs/common';
import { SCHEDULE_CONFIG, type ScheduleConfig } from '../config';
import { EventsModule } from '../events/events.module';
import { OfflineGazetteer } from './offline-gazetteer';
import { PLACES_PORT } from './places.port';
import { PlacesController } from './places.controller';
import { PlacesService } from './places.service';
import { RemotePlacesAdapter } from './remote-places.adapter';

@Module({
  imports: [EventsModule],
  controllers: [PlacesController],
  providers: [
    PlacesService,
    {
      provide: PLACES_PORT,
      inject: [SCHEDULE_CONFIG],
      useFactory: (config: ScheduleConfig) =>
        config.PLACES_PROVIDER === 'offline'
          ? new OfflineGazetteer()
          : new RemotePlacesAdapter(config.PLACES_PROVIDER, config.PLACES_URL!),
    },
  ],
})
export class PlacesModule {}

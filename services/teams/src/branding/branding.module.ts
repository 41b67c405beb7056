import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { TEAMS_CONFIG, type TeamsConfig } from '../config';
import { TeamsModule } from '../teams/teams.module';
import { BrandingController } from './branding.controller';
import { BrandingService } from './branding.service';
import { LocalLogoStorage } from './local-logo-storage';
import { LOGO_STORAGE } from './logo-storage';

@Module({
  imports: [TeamsModule],
  controllers: [BrandingController],
  providers: [
    BrandingService,
    {
      provide: LOGO_STORAGE,
      inject: [TEAMS_CONFIG],
      // Only the local folder exists today (LOGO_STORAGE=local); object storage plugs in here.
      useFactory: (config: TeamsConfig) => new LocalLogoStorage(join(config.DATA_DIR, 'teams', 'logos')),
    },
  ],
})
export class BrandingModule {}

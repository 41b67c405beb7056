import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { TEAMS_CONFIG, type TeamsConfig } from '../config';
import { TeamsModule } from '../teams/teams.module';
import { BrandingController } from './branding.controller';
import { BrandingService } from './branding.service';
import { LocalLogoStorage } from './local-logo-storage';
import { LOGO_STORAGE, type LogoStorage } from './logo-storage';
import { S3LogoStorage } from './s3-logo-storage';

/** The configured logo storage; an S3 bucket is created when missing. */
export async function createLogoStorage(config: TeamsConfig): Promise<LogoStorage> {
  if (config.LOGO_STORAGE === 'local') return new LocalLogoStorage(join(config.DATA_DIR, 'teams', 'logos'));
  // loadTeamsConfig has checked that the endpoint and credentials are there.
  const storage = new S3LogoStorage({
    endpoint: config.LOGO_S3_ENDPOINT!,
    bucket: config.LOGO_S3_BUCKET,
    region: config.LOGO_S3_REGION,
    accessKeyId: config.LOGO_S3_ACCESS_KEY_ID!,
    secretAccessKey: config.LOGO_S3_SECRET_ACCESS_KEY!,
    prefix: config.LOGO_S3_PREFIX,
  });
  await storage.ensureBucket();
  return storage;
}

@Module({
  imports: [TeamsModule],
  controllers: [BrandingController],
  providers: [
    BrandingService,
    {
      provide: LOGO_STORAGE,
      inject: [TEAMS_CONFIG],
      useFactory: createLogoStorage,
    },
  ],
})
export class BrandingModule {}

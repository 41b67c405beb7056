import { type DynamicModule, Module } from '@nestjs/common';
import {
  platformEntities,
  serviceModule,
  teamProjectionEntities,
  TeamProjectionModule,
} from '@chalktalk/platform';
import { COMMUNITY_CONFIG, type CommunityConfig } from './config';
import { CommunityGifModule } from './gif-export/gif-export.module';
import { communityMigrations } from './migrations';
import { ModerationModule } from './moderation/moderation.module';
import { CommunityPlayEntity } from './plays/community-play.entity';
import { PlaysModule } from './plays/plays.module';
import { CommunityPostersModule } from './posters/community-posters.module';
import { CommunityProfileEntity } from './profiles/community-profile.entity';
import { ProfilesModule } from './profiles/profiles.module';
import { ReactionsModule } from './reactions/reactions.module';
import { ReportsModule } from './reports/reports.module';
import { CommunitySnapshotsModule } from './snapshots/community-snapshots.module';

export const COMMUNITY_SERVICE = 'community';

export const communityEntities = [
  ...platformEntities,
  ...teamProjectionEntities,
  CommunityPlayEntity,
  CommunityProfileEntity,
];

@Module({})
export class CommunityServiceModule {
  static forRoot(config: CommunityConfig): DynamicModule {
    return serviceModule(CommunityServiceModule, {
      service: COMMUNITY_SERVICE,
      config,
      configToken: COMMUNITY_CONFIG,
      entities: communityEntities,
      migrations: communityMigrations,
      imports: [
        TeamProjectionModule,
        PlaysModule,
        ProfilesModule,
        ReactionsModule,
        ReportsModule,
        ModerationModule,
        CommunityGifModule,
        CommunityPostersModule,
        CommunitySnapshotsModule,
      ],
    });
  }
}

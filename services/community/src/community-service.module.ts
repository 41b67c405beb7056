import { type DynamicModule, Module } from '@nestjs/common';
import {
  AuthModule,
  DatabaseModule,
  EventBusModule,
  platformEntities,
  TeamProjectionModule,
  teamProjectionEntities,
} from '@chalktalk/platform';
import { COMMUNITY_CONFIG, type CommunityConfig } from './config';
import { CommunityGifModule } from './gif-export/gif-export.module';
import { communityMigrations } from './migrations';
import { ModerationModule } from './moderation/moderation.module';
import { CommunityPlayEntity } from './plays/community-play.entity';
import { PlaysModule } from './plays/plays.module';
import { CommunityProfileEntity } from './profiles/community-profile.entity';
import { ProfilesModule } from './profiles/profiles.module';
import { ReactionsModule } from './reactions/reactions.module';

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
    return {
      module: CommunityServiceModule,
      global: true,
      imports: [
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          entities: communityEntities,
          migrations: communityMigrations,
        }),
        EventBusModule.forRoot({
          service: COMMUNITY_SERVICE,
          adapter: config.EVENT_BUS,
          brokers: config.KAFKA_BROKERS,
        }),
        AuthModule.forRoot({
          jwksUrl: config.JWKS_URL,
          issuer: config.JWT_ISSUER,
          audience: config.JWT_AUDIENCE,
        }),
        TeamProjectionModule,
        PlaysModule,
        ProfilesModule,
        ReactionsModule,
        ModerationModule,
        CommunityGifModule,
      ],
      providers: [{ provide: COMMUNITY_CONFIG, useValue: config }],
      exports: [COMMUNITY_CONFIG],
    };
  }
}

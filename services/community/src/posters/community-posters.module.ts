import { Module } from '@nestjs/common';
import { RenderPostersModule } from '@chalktalk/platform';
import { PlaysModule } from '../plays/plays.module';
import { CommunityPostersController } from './community-posters.controller';
import { CommunityPostersService } from './community-posters.service';

/** List posters of community plays: community/playPoster. */
@Module({
  imports: [PlaysModule, RenderPostersModule],
  controllers: [CommunityPostersController],
  providers: [CommunityPostersService],
})
export class CommunityPostersModule {}

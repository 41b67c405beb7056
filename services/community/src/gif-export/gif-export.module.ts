import { Module } from '@nestjs/common';
import { PlaysModule } from '../plays/plays.module';
import { CommunityGifController } from './gif-export.controller';
import { CommunityGifRepository } from './gif-export.repository';
import { CommunityGifService } from './gif-export.service';
import { CommunityRenderResultHandler } from './render-result.handler';

@Module({
  imports: [PlaysModule],
  controllers: [CommunityGifController],
  providers: [CommunityGifRepository, CommunityGifService, CommunityRenderResultHandler],
})
export class CommunityGifModule {}

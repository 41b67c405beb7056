import { Module } from '@nestjs/common';
import { PlaysModule } from '../plays/plays.module';
import { PlayPostersController } from './play-posters.controller';
import { PlayPostersRepository } from './play-posters.repository';
import { PlayPostersService } from './play-posters.service';
import { PosterResultHandler } from './poster-result.handler';

/** List posters of saved plays (playbook lists and search results): posterKey, playPoster, render.result.v1. */
@Module({
  imports: [PlaysModule],
  controllers: [PlayPostersController],
  providers: [PlayPostersService, PlayPostersRepository, PosterResultHandler],
})
export class PlayPostersModule {}

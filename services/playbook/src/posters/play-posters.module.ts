import { Module } from '@nestjs/common';
import { RenderPostersModule } from '@chalktalk/platform';
import { PlaybooksModule } from '../playbooks/playbooks.module';
import { PlaysModule } from '../plays/plays.module';
import { PlayPostersController } from './play-posters.controller';
import { PlayPostersService } from './play-posters.service';

/** List posters of saved plays (playbook lists and search results): posterKey and playPoster. */
@Module({
  imports: [PlaybooksModule, PlaysModule, RenderPostersModule],
  controllers: [PlayPostersController],
  providers: [PlayPostersService],
})
export class PlayPostersModule {}

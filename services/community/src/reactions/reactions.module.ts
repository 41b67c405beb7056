import { Module } from '@nestjs/common';
import { PlaysModule } from '../plays/plays.module';
import { ContributorsModule } from '../profiles/contributors.module';
import { ReactionsController } from './reactions.controller';
import { ReactionsRepository } from './reactions.repository';
import { ReactionsService } from './reactions.service';

@Module({
  imports: [ContributorsModule, PlaysModule],
  controllers: [ReactionsController],
  providers: [ReactionsRepository, ReactionsService],
  exports: [ReactionsRepository],
})
export class ReactionsModule {}

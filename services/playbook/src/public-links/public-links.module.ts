import { Module } from '@nestjs/common';
import { PlaybooksModule } from '../playbooks/playbooks.module';
import { PlaysModule } from '../plays/plays.module';
import { PublicLinksController } from './public-links.controller';
import { PublicLinksRepository } from './public-links.repository';
import { PublicLinksService } from './public-links.service';

@Module({
  imports: [PlaybooksModule, PlaysModule],
  controllers: [PublicLinksController],
  providers: [PublicLinksService, PublicLinksRepository],
})
export class PublicLinksModule {}

import { Module } from '@nestjs/common';
import { TeamProjectionModule } from '../team-projection/team-projection.module';
import { PlaybooksController } from './playbooks.controller';
import { PlaybooksEvents } from './playbooks.events';
import { PlaybooksRepository } from './playbooks.repository';
import { PlaybooksService } from './playbooks.service';

@Module({
  imports: [TeamProjectionModule],
  controllers: [PlaybooksController],
  providers: [PlaybooksRepository, PlaybooksService, PlaybooksEvents],
})
export class PlaybooksModule {}

import { Module } from '@nestjs/common';
import { FoldersRepository } from '../folders/folders.repository';
import { PlayEvents } from '../plays/play-events';
import { PlaySummaries } from '../plays/play-summaries';
import { PlaysRepository } from '../plays/plays.repository';
import { PersonalUnlimitedModule } from '../personal-unlimited/personal-unlimited.module';
import { TeamProjectionModule } from '../team-projection/team-projection.module';
import { PlayViewEvents } from '../viewers/play-view-events';
import { ViewersRepository } from '../viewers/viewers.repository';
import { PlaybookAccess } from './playbook-access.service';
import { PlaybookListRead } from './playbook-list.read';
import { PlaybooksController } from './playbooks.controller';
import { PlaybooksEvents } from './playbooks.events';
import { PlaybooksRepository } from './playbooks.repository';
import { PlaybooksService } from './playbooks.service';

/** Playbooks and who may do what in them; the data repositories every feature module shares. */
@Module({
  imports: [TeamProjectionModule, PersonalUnlimitedModule],
  controllers: [PlaybooksController],
  providers: [
    PlaybooksRepository,
    PlaybooksService,
    PlaybooksEvents,
    PlaybookAccess,
    PlaybookListRead,
    PlaysRepository,
    PlayEvents,
    PlaySummaries,
    FoldersRepository,
    ViewersRepository,
    PlayViewEvents,
  ],
  exports: [
    TeamProjectionModule,
    PlaybooksService,
    PlaybookAccess,
    PlaysRepository,
    PlayEvents,
    FoldersRepository,
    ViewersRepository,
    PlayViewEvents,
  ],
})
export class PlaybooksModule {}

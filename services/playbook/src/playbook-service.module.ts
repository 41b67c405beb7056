import { type DynamicModule, Module } from '@nestjs/common';
import { platformEntities, serviceModule } from '@chalktalk/platform';
import { PLAYBOOK_CONFIG, type PlaybookConfig } from './config';
import { playbookMigrations } from './migrations';
import { FolderEntity } from './folders/folder.entity';
import { FormationEntity } from './formations/formation.entity';
import { FormationsModule } from './formations/formations.module';
import { FoldersModule } from './folders/folders.module';
import { GifExportModule } from './gif-export/gif-export.module';
import { PersonalUnlimitedEntity } from './personal-unlimited/personal-unlimited.entity';
import { PlaybookEntity } from './playbooks/playbook.entity';
import { PlayPostersModule } from './posters/play-posters.module';
import { PlaybooksModule } from './playbooks/playbooks.module';
import { PlayEntity } from './plays/play.entity';
import { PlaybookEntryEntity } from './plays/playbook-entry.entity';
import { PlaysModule } from './plays/plays.module';
import { PublicLinkEntity } from './public-links/public-link.entity';
import { PublicLinksModule } from './public-links/public-links.module';
import { ShareModificationEntity } from './sharing/share-modification.entity';
import { SharingModule } from './sharing/sharing.module';
import { PlayViewerEntity } from './viewers/play-viewer.entity';
import { ViewersModule } from './viewers/viewers.module';
import { TeamMemberProjectionEntity } from './team-projection/team-member-projection.entity';
import { TeamProjectionEntity } from './team-projection/team-projection.entity';
import { PlaybookSnapshotsModule } from './snapshots/playbook-snapshots.module';

export const PLAYBOOK_SERVICE = 'playbook';

export const playbookEntities = [
  ...platformEntities,
  PlaybookEntity,
  TeamProjectionEntity,
  TeamMemberProjectionEntity,
  FolderEntity,
  PlayEntity,
  PlaybookEntryEntity,
  ShareModificationEntity,
  PublicLinkEntity,
  PlayViewerEntity,
  FormationEntity,
  PersonalUnlimitedEntity,
];

@Module({})
export class PlaybookServiceModule {
  static forRoot(config: PlaybookConfig): DynamicModule {
    return serviceModule(PlaybookServiceModule, {
      service: PLAYBOOK_SERVICE,
      config,
      configToken: PLAYBOOK_CONFIG,
      entities: playbookEntities,
      migrations: playbookMigrations,
      imports: [
        PlaybooksModule,
        PlaysModule,
        FoldersModule,
        SharingModule,
        PublicLinksModule,
        ViewersModule,
        FormationsModule,
        GifExportModule,
        PlayPostersModule,
        PlaybookSnapshotsModule,
      ],
    });
  }
}

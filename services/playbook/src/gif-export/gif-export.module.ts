import { Module } from '@nestjs/common';
import { PlaybooksModule } from '../playbooks/playbooks.module';
import { PlaybooksRepository } from '../playbooks/playbooks.repository';
import { PlaysModule } from '../plays/plays.module';
import { PublicLinksRepository } from '../public-links/public-links.repository';
import { PublicLinksService } from '../public-links/public-links.service';
import { GifExportController } from './gif-export.controller';
import { GifExportRepository } from './gif-export.repository';
import { GifExportService } from './gif-export.service';
import { RenderResultHandler } from './render-result.handler';

/**
 * GIF export (spec document 2, sections 5 and 7): exportGIF publishes render.job.v1, render.result.v1 is
 * recorded, checkGIFStatus answers it. Self-contained: the public-link and playbook lookups it needs are
 * provided here rather than exported from their modules.
 */
@Module({
  imports: [PlaybooksModule, PlaysModule],
  controllers: [GifExportController],
  providers: [
    GifExportService,
    GifExportRepository,
    RenderResultHandler,
    PlaybooksRepository,
    PublicLinksService,
    PublicLinksRepository,
  ],
})
export class GifExportModule {}

import { Module } from '@nestjs/common';
import { SourcesModule } from '../sources/sources.module';
import { RebuildService } from './rebuild.service';
import { SourcesReplayService } from './sources-replay.service';

@Module({
  imports: [SourcesModule],
  providers: [RebuildService, SourcesReplayService],
  exports: [RebuildService, SourcesReplayService],
})
export class RebuildModule {}

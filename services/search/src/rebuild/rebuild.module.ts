import { Module } from '@nestjs/common';
import { SourcesModule } from '../sources/sources.module';
import { RebuildService } from './rebuild.service';

@Module({ imports: [SourcesModule], providers: [RebuildService], exports: [RebuildService] })
export class RebuildModule {}

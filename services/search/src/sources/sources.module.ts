import { Module } from '@nestjs/common';
import { SearchIndexModule } from '../index/search-index.module';
import { IndexWriter } from './index-writer';
import { RebuildMarkerRepository } from './rebuild-marker.repository';
import { SearchSourcesRepository } from './search-sources.repository';

@Module({
  imports: [SearchIndexModule],
  providers: [SearchSourcesRepository, RebuildMarkerRepository, IndexWriter],
  exports: [SearchSourcesRepository, RebuildMarkerRepository, IndexWriter, SearchIndexModule],
})
export class SourcesModule {}

import { Module } from '@nestjs/common';
import { SearchIndexModule } from '../index/search-index.module';
import { IndexWriter } from './index-writer';
import { SearchSourcesRepository } from './search-sources.repository';

@Module({
  imports: [SearchIndexModule],
  providers: [SearchSourcesRepository, IndexWriter],
  exports: [SearchSourcesRepository, IndexWriter, SearchIndexModule],
})
export class SourcesModule {}

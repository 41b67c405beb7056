import { Module } from '@nestjs/common';
import { TeamProjectionModule } from '@chalktalk/platform';
import { SearchIndexModule } from '../index/search-index.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

@Module({
  imports: [SearchIndexModule, TeamProjectionModule],
  controllers: [SearchController],
  providers: [SearchService],
  exports: [SearchService],
})
export class SearchModule {}

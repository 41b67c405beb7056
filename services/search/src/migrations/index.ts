import { platformMigrations, teamProjectionMigrations } from '@chalktalk/platform';
import { SearchGinFastupdateOff1764900000200 } from '../index/postgres/search-gin-fastupdate.migration';
import { SearchDocuments1764900000100 } from '../index/postgres/search-documents.migration';
import { SearchRebuildMarker1764900000300 } from '../sources/rebuild-marker.migration';

export const searchMigrations = [
  ...platformMigrations,
  ...teamProjectionMigrations,
  SearchDocuments1764900000100,
  SearchGinFastupdateOff1764900000200,
  SearchRebuildMarker1764900000300,
];

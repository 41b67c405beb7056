import { platformMigrations, teamProjectionMigrations } from '@chalktalk/platform';
import { SearchDocuments1764900000100 } from '../index/postgres/search-documents.migration';

export const searchMigrations = [
  ...platformMigrations,
  ...teamProjectionMigrations,
  SearchDocuments1764900000100,
];

import { platformMigrations, teamProjectionMigrations } from '@chalktalk/platform';
import { DocumentsInitial1764900000100 } from './1764900000100-documents-initial';
import { DocumentsFeed1764900000200 } from './1764900000200-documents-feed';

export const documentsMigrations = [
  ...platformMigrations,
  ...teamProjectionMigrations,
  DocumentsInitial1764900000100,
  DocumentsFeed1764900000200,
];

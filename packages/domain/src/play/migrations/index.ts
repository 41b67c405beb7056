export type { Doc as StoredPlayDocument } from './legacy-doc';
export { MIGRATIONS, migratePlay, versionOf as storedPlayVersion } from './migrate-play';
export { dropUnknownItems } from './drop-unknown';
export * from './load-play';

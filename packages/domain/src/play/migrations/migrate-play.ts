import { CURRENT_PLAY_VERSION } from '../../plays/editor-constants';
import { Doc } from './legacy-doc';
import { toV2 } from './steps/v02-field-pieces';
import { toV3 } from './steps/v03-pass-objects';
import { toV4 } from './steps/v04-generic-move';
import { toV5 } from './steps/v05-option-shot-objects';
import { toV6 } from './steps/v06-balls';
import { toV7 } from './steps/v07-origin';
import { toV8 } from './steps/v08-comment-size';
import { toV9 } from './steps/v09-recentre-half-field';
import { toV10 } from './steps/v10-pass-distances';

/** MIGRATIONS[n] lifts a document from version n to n + 1. */
export const MIGRATIONS: Readonly<Record<number, (doc: Doc) => Doc>> = {
  1: toV2,
  2: toV3,
  3: toV4,
  4: toV5,
  5: toV6,
  6: toV7,
  7: toV8,
  8: toV9,
  9: toV10,
};

/** A stored document's version; documents from before versioning count as version 1. */
export function versionOf(doc: Doc): number {
  const version = doc['version'];
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : 1;
}

/** Runs every step from the document's version up to the current one, in order. */
export function migratePlay(doc: Doc): Doc {
  let current = doc;
  for (let version = versionOf(doc); version < CURRENT_PLAY_VERSION; version += 1) {
    current = MIGRATIONS[version]!(current);
  }
  return current;
}

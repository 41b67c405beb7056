import { CURRENT_PLAY_VERSION } from '../../plays/editor-constants';
import { issue, PlayIssue } from '../model/play-issues';
import { Play } from '../model/play.types';
import { validatePlay } from '../model/validate-play';
import { dropUnknownItems } from './drop-unknown';
import { Doc, isDoc } from './legacy-doc';
import { migratePlay, versionOf } from './migrate-play';

export type LoadedPlay =
  { ok: true; play: Play; fromVersion: number; dropped: string[] } | { ok: false; issues: PlayIssue[] };

/**
 * Reads a stored play of any version: migrates it stepwise to version 10, drops items of unknown
 * types (and what pointed at them), turns stored dates into Date and validates the result.
 */
export function loadPlay(stored: unknown): LoadedPlay {
  if (!isDoc(stored)) return { ok: false, issues: [issue('G001', 'play', 'expected an object')] };
  const fromVersion = versionOf(stored as Doc);
  if (fromVersion > CURRENT_PLAY_VERSION) {
    return { ok: false, issues: [issue('G001', 'version', `made by a newer app (version ${fromVersion})`)] };
  }
  const { doc, dropped } = dropUnknownItems(migratePlay(stored));
  const result = validatePlay(doc);
  return result.ok ? { ok: true, play: result.play, fromVersion, dropped: dropped.items } : result;
}

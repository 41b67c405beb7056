import { loadPlay, type Play, playIssueError, validatePlay } from '@chalktalk/domain';

/** A play as saved: strict validation (an unknown type is refused), dates as Date. */
export function validatedPlay(input: unknown): Play {
  const result = validatePlay(input);
  if (!result.ok) throw playIssueError(result.issues);
  return result.play;
}

/** A stored play of any version, migrated to version 10 with unknown items dropped. */
export function loadedPlay(stored: unknown): Play {
  const result = loadPlay(stored);
  if (!result.ok) throw playIssueError(result.issues);
  return result.play;
}

/** The JSON stored for a play (dates become ISO strings, which loadPlay reads back). */
export function storedDocument(play: Play): Record<string, unknown> {
  return JSON.parse(JSON.stringify(play)) as Record<string, unknown>;
}

function mirror(value: unknown, width: number): unknown {
  if (Array.isArray(value)) return value.map((entry) => mirror(entry, width));
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    out[key] = key === 'x' && typeof entry === 'number' ? width - entry : mirror(entry, width);
  }
  return out;
}

/**
 * copyPlay's flipHorizontal: every x coordinate (players, pieces, move origins and anchors, passes, comments)
 * becomes width - x, mirroring the play across the field's long axis.
 */
export function flipHorizontal(play: Play, width: number): Play {
  return mirror(play, width) as Play;
}

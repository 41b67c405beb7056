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

/** A turn of θ degrees clockwise, seen in a mirror, is a turn of θ anticlockwise. */
const mirroredAngle = (degrees: number) => (360 - (degrees % 360)) % 360;

function mirror(value: unknown, width: number): unknown {
  if (Array.isArray(value)) return value.map((entry) => mirror(entry, width));
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'number' && key === 'x') out[key] = width - entry;
    // Pieces, lines and player glyphs are drawn symmetric about their own vertical axis, so only the turn flips.
    else if (typeof entry === 'number' && key === 'rotation') out[key] = mirroredAngle(entry);
    else out[key] = mirror(entry, width);
  }
  return out;
}

/**
 * copyPlay's flipHorizontal: every x coordinate (players, pieces, move origins and anchors, passes, comments)
 * becomes width - x and every rotation turns the other way, mirroring the play across the field's long axis.
 * A comment is anchored at its top-left corner, so its box is moved back by its width to cover the mirrored area.
 */
export function flipHorizontal(play: Play, width: number): Play {
  const mirrored = mirror(play, width) as Play;
  return {
    ...mirrored,
    frames: mirrored.frames.map((frame) => ({
      ...frame,
      fieldComments: frame.fieldComments.map((comment) => ({
        ...comment,
        origin: { ...comment.origin, x: comment.origin.x - comment.width },
      })),
    })),
  };
}

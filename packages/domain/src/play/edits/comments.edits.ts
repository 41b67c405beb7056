import { AppError } from '../../errors/app-error';
import { Point } from '../../field/field-dimensions';
import { DEFAULT_SIZES } from '../../plays/editor-constants';
import { idsInPlay, nextId } from '../model/ids';
import { clampInField, fieldOf } from '../model/play-field';
import { FieldComment, Play } from '../model/play.types';
import { frameAt, updateFrame } from './frame-access';

export interface NewComment {
  text: string;
  origin: Point;
  width?: number;
  height?: number;
  id?: string;
}

/** Adds a field comment (150 x 50 by default) placed inside the field. */
export function addComment(play: Play, frameIndex: number, args: NewComment): Play {
  const comment: FieldComment = {
    id: args.id ?? nextId(idsInPlay(play), 'comment'),
    text: args.text,
    origin: clampInField(args.origin, fieldOf(play)),
    width: args.width ?? DEFAULT_SIZES.fieldComment.width,
    height: args.height ?? DEFAULT_SIZES.fieldComment.height,
  };
  return updateFrame(play, frameIndex, (f) => ({ ...f, fieldComments: [...f.fieldComments, comment] }));
}

/** Edits a field comment; an id not in the frame is the invalid comment id error (P003). */
export function updateComment(
  play: Play,
  frameIndex: number,
  commentId: string,
  patch: Partial<Omit<FieldComment, 'id'>>,
): Play {
  if (!frameAt(play, frameIndex).fieldComments.some((c) => c.id === commentId)) throw new AppError('P003');
  const origin = patch.origin ? { origin: clampInField(patch.origin, fieldOf(play)) } : {};
  return updateFrame(play, frameIndex, (f) => ({
    ...f,
    fieldComments: f.fieldComments.map((c) => (c.id === commentId ? { ...c, ...patch, ...origin } : c)),
  }));
}

/**
 * The smallest a field comment may be resized to (ours; sizes are the comment's own units, 150 x 50 by
 * default): one short line of text and its padding.
 */
export const MIN_COMMENT_SIZE = { width: 40, height: 24 } as const;

/**
 * Resizes a field comment; its origin (top-left corner) stays. The size is rounded to whole units and
 * kept at MIN_COMMENT_SIZE or more; a size that is not a number leaves the comment as it was.
 */
export function resizeComment(
  play: Play,
  frameIndex: number,
  commentId: string,
  size: { width: number; height: number },
): Play {
  const comment = frameAt(play, frameIndex).fieldComments.find((c) => c.id === commentId);
  if (!comment) throw new AppError('P003');
  if (!Number.isFinite(size.width) || !Number.isFinite(size.height)) return play;
  const width = Math.max(MIN_COMMENT_SIZE.width, Math.round(size.width));
  const height = Math.max(MIN_COMMENT_SIZE.height, Math.round(size.height));
  if (width === comment.width && height === comment.height) return play;
  return updateComment(play, frameIndex, commentId, { width, height });
}

/** The frame's text comment (shown under the field). */
export function setFrameComment(play: Play, frameIndex: number, comment: string): Play {
  return updateFrame(play, frameIndex, (f) => ({ ...f, comment }));
}

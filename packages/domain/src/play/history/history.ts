import { EDITOR } from '../../plays/editor-constants';
import { Play } from '../model/play.types';

/**
 * Undo history as snapshots of the (immutable) play: cheap, because edits share everything they
 * do not change. At most EDITOR.undoHistory snapshots are kept, counting the present one, so undo
 * needs more than one entry. A mark groups every change until it closes into one step (a drag).
 */
export interface History {
  past: readonly Play[];
  future: readonly Play[];
  /** The play when the open mark began; null when no mark is open. */
  markedAt: Play | null;
}

export const EMPTY_HISTORY: History = { past: [], future: [], markedAt: null };

const keepLast = (plays: readonly Play[]) => plays.slice(-(EDITOR.undoHistory - 1));

/** Records that `before` is being replaced. Inside a mark only the first change is recorded. */
export function record(history: History, before: Play): History {
  if (history.markedAt !== null) return { ...history, future: [] };
  return { ...history, past: keepLast([...history.past, before]), future: [] };
}

/** Opens a mark at the present play (a second open mark joins the first). */
export function openMark(history: History, present: Play): History {
  if (history.markedAt !== null) return history;
  return { past: keepLast([...history.past, present]), future: history.future, markedAt: present };
}

/** Closes the mark; a mark in which nothing changed leaves no step behind. */
export function closeMark(history: History, present: Play): History {
  if (history.markedAt === null) return history;
  const unchanged = history.markedAt === present;
  return {
    past: unchanged ? history.past.slice(0, -1) : history.past,
    future: unchanged ? history.future : [],
    markedAt: null,
  };
}

export const canUndo = (history: History): boolean => history.past.length > 0;
export const canRedo = (history: History): boolean => history.future.length > 0;

export function undoStep(history: History, present: Play): { history: History; play: Play } | null {
  const closed = closeMark(history, present);
  const previous = closed.past[closed.past.length - 1];
  if (!previous) return null;
  return {
    history: { past: closed.past.slice(0, -1), future: [present, ...closed.future], markedAt: null },
    play: previous,
  };
}

export function redoStep(history: History, present: Play): { history: History; play: Play } | null {
  const closed = closeMark(history, present);
  const next = closed.future[0];
  if (!next) return null;
  return {
    history: { past: keepLast([...closed.past, present]), future: closed.future.slice(1), markedAt: null },
    play: next,
  };
}

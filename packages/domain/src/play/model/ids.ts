import { Play } from './play.types';

/** Every id used in a play (players, balls, pieces and frame items), for picking fresh ones. */
export function idsInPlay(play: Pick<Play, 'initial' | 'balls' | 'fieldPieces' | 'frames'>): Set<string> {
  const ids = new Set<string>();
  for (const item of [...play.initial, ...play.balls, ...play.fieldPieces]) ids.add(item.id);
  for (const frame of play.frames) {
    for (const item of [
      ...frame.moves,
      ...frame.passes,
      ...frame.shots,
      ...frame.options,
      ...frame.assignments,
      ...frame.fieldComments,
    ]) {
      ids.add(item.id);
    }
  }
  return ids;
}

/**
 * The next free `prefix-N` id. Deterministic (no randomness), so an edit is a pure function and
 * replaying the same edits yields the same play.
 */
export function nextId(taken: ReadonlySet<string>, prefix: string): string {
  let n = 1;
  while (taken.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

export function nextIdIn(
  play: Pick<Play, 'initial' | 'balls' | 'fieldPieces' | 'frames'>,
  prefix: string,
): string {
  return nextId(idsInPlay(play), prefix);
}

/** Position changes: item id -> new explicit position (what movePlaybookItems takes). */
export type PositionChanges = Record<string, number>;

/** Renumbers the ordered ids 0..n-1, answering only what changed against `current`. */
function renumber(ordered: readonly string[], current: ReadonlyMap<string, number | null>): PositionChanges {
  const changes: PositionChanges = {};
  ordered.forEach((id, index) => {
    if (current.get(id) !== index) changes[id] = index;
  });
  return changes;
}

export interface PositionedItem {
  id: string;
  position: number | null;
}

/**
 * Shifts one item up (-1) or down (+1) among its siblings, given in display order; nothing moves at the ends.
 * The siblings are renumbered so the new order is explicit.
 */
export function shiftItem(
  siblings: readonly PositionedItem[],
  id: string,
  direction: -1 | 1,
): PositionChanges {
  const ids = siblings.map((item) => item.id);
  const from = ids.indexOf(id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= ids.length) return {};
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return renumber(ids, new Map(siblings.map((item) => [item.id, item.position])));
}

/** Drops an item at a new index among its siblings (display order), renumbering every sibling. */
export function dropAt(siblings: readonly PositionedItem[], id: string, index: number): PositionChanges {
  const ids = siblings.map((item) => item.id).filter((other) => other !== id);
  const at = Math.max(0, Math.min(index, ids.length));
  ids.splice(at, 0, id);
  return renumber(ids, new Map(siblings.map((item) => [item.id, item.position])));
}

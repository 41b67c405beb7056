import { SportLine } from '@chalktalk/domain';

/** Field units (yards) from each end line to the goal line. */
export const FOOTBALL_END_ZONE = 10;
export const FOOTBALL_YARD_LINE_EVERY = 5;

/**
 * Where the two columns of hash marks sit, as a share of the field width from each sideline. The spec
 * says only that high school and college differ here; the values are the rule books' (README):
 * high school 53 ft 4 in of a 160 ft field (the width in thirds), college 60 ft.
 */
export const HASH_MARK_SHARE: Partial<Record<SportLine, number>> = {
  FOOTBALL_HS: 1 / 3,
  FOOTBALL_COLLEGE: 60 / 160,
};

/** A hash mark is 2 ft long (in yards), drawn across its column, centred on it. */
export const HASH_MARK_LENGTH = 2 / 3;

export interface HashMarkGeometry {
  /** x of the left and right columns, in field units. */
  columns: [number, number];
  /** The yard positions (y) that carry a mark: every yard between the goal lines but the 5-yard lines. */
  yards: number[];
}

/**
 * The hash marks of a football field, or null for a line without them. Every yard between the goal
 * lines gets a mark in both columns; the 5-yard lines already run the full width, so they get none.
 */
export function hashMarks(
  line: SportLine,
  field: { width: number; height: number },
): HashMarkGeometry | null {
  const share = HASH_MARK_SHARE[line];
  if (share === undefined) return null;
  const yards: number[] = [];
  for (let y = FOOTBALL_END_ZONE + 1; y < field.height - FOOTBALL_END_ZONE; y += 1) {
    if ((y - FOOTBALL_END_ZONE) % FOOTBALL_YARD_LINE_EVERY !== 0) yards.push(y);
  }
  return { columns: [field.width * share, field.width * (1 - share)], yards };
}

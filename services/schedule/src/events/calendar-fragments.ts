/**
 * A team's calendar fragment: its cells of one month window for one caller, as the month statement would write them,
 * each with its sort key beside its text so fragments of several teams merge into the order of the one statement
 * (start, then id). Labelled with the team's calendar version they were read at (migration 1764900000700).
 */
export interface CalendarCell {
  /** The start as epoch seconds (Postgres' float8: distinct microseconds stay distinct and ordered). */
  startKey: number;
  id: string;
  /** The cell's JSON text (calendar-cells.sql.ts). */
  text: string;
}

export interface CalendarFragment {
  /** The team's version the cells were read at; null when the team never had an event. */
  version: string | null;
  cells: CalendarCell[];
}

/** A row of CALENDAR_FRAGMENTS_SQL: one cell of a team, or a team with no cell (cell, start_key and id NULL). */
export type CalendarFragmentRow = {
  team_id: string;
  version: string | null;
  start_key: number | null;
  id: string | null;
  cell: string | null;
};

/** The statement's rows grouped into one fragment per team (a team with no cell gets an empty one). */
export function fragmentsFromRows(rows: readonly CalendarFragmentRow[]): Map<string, CalendarFragment> {
  const fragments = new Map<string, CalendarFragment>();
  for (const row of rows) {
    let fragment = fragments.get(row.team_id);
    if (!fragment) {
      fragment = { version: row.version, cells: [] };
      fragments.set(row.team_id, fragment);
    }
    if (row.cell !== null) fragment.cells.push({ startKey: row.start_key!, id: row.id!, text: row.cell });
  }
  for (const fragment of fragments.values()) fragment.cells.sort(byStartThenId);
  return fragments;
}

/**
 * The fragments' cells as one JSON array text in (start, id) order, the first `limit` of them: byte for byte what
 * the one month statement (CALENDAR_CELLS_SQL) answers for the same state. Each fragment is already in order, so
 * the sort merges runs. Ids compare as text: lower-case uuids order as Postgres orders the uuids.
 */
export function mergeFragments(fragments: readonly CalendarFragment[], limit: number): string {
  const cells: CalendarCell[] = [];
  for (const fragment of fragments) for (const cell of fragment.cells) cells.push(cell);
  cells.sort(byStartThenId);
  const texts = new Array<string>(Math.min(limit, cells.length));
  for (let i = 0; i < texts.length; i++) texts[i] = cells[i]!.text;
  return `[${texts.join(',')}]`;
}

/**
 * What a fragment holds in memory, roughly: strings are two bytes a character, plus each cell's object and the
 * fragment's own. The cache's byte bound counts this.
 */
export function fragmentBytes(fragment: CalendarFragment): number {
  let bytes = 64;
  for (const cell of fragment.cells) bytes += 2 * (cell.text.length + cell.id.length) + 64;
  return bytes;
}

function byStartThenId(a: CalendarCell, b: CalendarCell): number {
  if (a.startKey !== b.startKey) return a.startKey - b.startKey;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A play document of any version, as stored: plain JSON, read defensively by the migration steps. */
export type Doc = { [key: string]: unknown };

export function isDoc(value: unknown): value is Doc {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The objects of a list field (anything else in the list is skipped). */
export function docs(parent: Doc, key: string): Doc[] {
  const value = parent[key];
  return Array.isArray(value) ? value.filter(isDoc) : [];
}

export function frames(doc: Doc): Doc[] {
  return docs(doc, 'frames');
}

/** A copy of doc with each frame replaced by fn(frame, index). */
export function mapFrames(doc: Doc, fn: (frame: Doc, index: number) => Doc): Doc {
  return { ...doc, frames: frames(doc).map(fn) };
}

export function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' ? value : fallback;
}

export interface XY {
  x: number;
  y: number;
}

/** The position of an item in either layout: `x, y` (before v7) or `origin` (v7 on). */
export function positionOf(item: Doc): XY {
  const origin = isDoc(item['origin']) ? item['origin'] : item;
  return { x: num(origin['x']), y: num(origin['y']) };
}

import { Doc, docs, mapFrames } from '../legacy-doc';

const FOLDED = new Set(['DODGE', 'ROLLBACK']);

/** v4: dodge and rollback moves become the one generic MOVE type. */
export function toV4(doc: Doc): Doc {
  const migrated = mapFrames(doc, (frame) => ({
    ...frame,
    moves: docs(frame, 'moves').map((m) => (FOLDED.has(String(m['type'])) ? { ...m, type: 'MOVE' } : m)),
  }));
  return { ...migrated, version: 4 };
}

import { Doc, docs, mapFrames } from '../legacy-doc';

function withOrigin(item: Doc): Doc {
  if (!('x' in item) && !('y' in item)) return item;
  const { x, y, ...rest } = item;
  return { ...rest, origin: { x, y } };
}

/** v7: players, pieces, moves and field comments store their position as origin {x, y}. */
export function toV7(doc: Doc): Doc {
  const migrated = mapFrames(doc, (frame) => ({
    ...frame,
    moves: docs(frame, 'moves').map(withOrigin),
    fieldComments: docs(frame, 'fieldComments').map(withOrigin),
  }));
  return {
    ...migrated,
    initial: docs(doc, 'initial').map(withOrigin),
    fieldPieces: docs(doc, 'fieldPieces').map(withOrigin),
    version: 7,
  };
}

import { isFieldPieceType, isMoveType, isPassType, isPlayerType } from '../model/piece-types';
import { Doc, docs, mapFrames } from './legacy-doc';

export interface Dropped {
  /** `initial[3]: REFEREE`-style notes of what was left out, for logs. */
  items: string[];
}

/**
 * Leaves out items of types this version does not know (at load, not at save: a save with an
 * unknown type is refused with P001), then anything that pointed at a dropped player, ball or piece.
 */
export function dropUnknownItems(doc: Doc): { doc: Doc; dropped: Dropped } {
  const items: string[] = [];
  const keep = (list: Doc[], path: string, known: (type: unknown) => boolean, fallbackType?: string) =>
    list.filter((item, i) => {
      const ok = known(item['type'] ?? fallbackType);
      if (!ok) items.push(`${path}[${i}]: ${String(item['type'])}`);
      return ok;
    });
  const initial = keep(docs(doc, 'initial'), 'initial', isPlayerType);
  const fieldPieces = keep(docs(doc, 'fieldPieces'), 'fieldPieces', isFieldPieceType);
  const players = new Set(initial.map((p) => p['id']));
  const pieces = new Set(fieldPieces.map((p) => p['id']));
  const balls = docs(doc, 'balls').filter(
    (b) => b['carrier'] === null || b['carrier'] === undefined || players.has(b['carrier']),
  );
  const ballIds = new Set(balls.map((b) => b['id']));
  const byPlayers = (keys: string[]) => (item: Doc) =>
    keys.every((k) => item[k] === undefined || players.has(item[k]));
  const cleaned = mapFrames(doc, (frame, f) => ({
    ...frame,
    moves: keep(docs(frame, 'moves'), `frames[${f}].moves`, isMoveType).filter(byPlayers(['source'])),
    passes: keep(docs(frame, 'passes'), `frames[${f}].passes`, isPassType, 'PASS').filter(
      (p) => players.has(p['target']) && ballIds.has(p['ball']),
    ),
    shots: docs(frame, 'shots').filter((s) => ballIds.has(s['ball']) && pieces.has(s['target'])),
    options: docs(frame, 'options').filter(byPlayers(['source', 'target'])),
    assignments: docs(frame, 'assignments').filter(byPlayers(['source', 'target'])),
    slides: docs(frame, 'slides').filter(byPlayers(['target'])),
    playerRotations: docs(frame, 'playerRotations').filter(byPlayers(['target'])),
    theme: docs(frame, 'theme').filter(byPlayers(['target'])),
  }));
  return {
    doc: {
      ...cleaned,
      initial: initial.filter((p) => p['pieceId'] === undefined || pieces.has(p['pieceId'])),
      fieldPieces,
      balls,
    },
    dropped: { items },
  };
}

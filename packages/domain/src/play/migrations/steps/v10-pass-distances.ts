import { moveLength, pointAlongMove } from '../../model/move-path';
import { Doc, docs, isDoc, mapFrames, num, positionOf, XY } from '../legacy-doc';

interface PathMove {
  origin: XY;
  anchors: XY[];
  curved: boolean;
}

function pathOf(move: Doc | undefined): PathMove | undefined {
  if (!move) return undefined;
  const anchors = (Array.isArray(move['anchors']) ? move['anchors'] : []).filter(isDoc).map(positionOf);
  return { origin: positionOf(move), anchors, curved: move['curved'] === true };
}

/**
 * v10: pass start and end were ratios (0..1) of the passer's and receiver's move paths in that
 * frame; they become distances in field units along those paths, and each pass records its
 * release point. Passers are found by following the balls through the frames.
 */
export function toV10(doc: Doc): Doc {
  const positions = new Map(docs(doc, 'initial').map((p) => [String(p['id']), positionOf(p)]));
  const carriers = new Map(docs(doc, 'balls').map((b) => [String(b['id']), b['carrier'] as string | null]));
  const migrated = mapFrames(doc, (frame) => {
    const moveOf = new Map(docs(frame, 'moves').map((m) => [String(m['source']), pathOf(m)!]));
    const passes = docs(frame, 'passes').map((pass) => {
      const ball = String(pass['ball']);
      const passer = carriers.get(ball) ?? null;
      const target = String(pass['target']);
      carriers.set(ball, target);
      const passerMove = passer !== null ? moveOf.get(passer) : undefined;
      const receiverMove = moveOf.get(target);
      const start = passerMove ? num(pass['start']) * moveLength(passerMove) : 0;
      const end = receiverMove ? num(pass['end']) * moveLength(receiverMove) : 0;
      const origin = passerMove
        ? pointAlongMove(passerMove, start)
        : ((passer !== null ? positions.get(passer) : undefined) ?? { x: 0, y: 0 });
      return { ...pass, start, end, origin };
    });
    for (const shot of docs(frame, 'shots')) carriers.set(String(shot['ball']), null);
    for (const [source, move] of moveOf) positions.set(source, move.anchors.at(-1) ?? move.origin);
    return { ...frame, passes };
  });
  return { ...migrated, version: 10 };
}

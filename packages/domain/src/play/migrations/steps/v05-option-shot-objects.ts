import { Doc, docs, mapFrames } from '../legacy-doc';

/**
 * v5: options were [source, target] pairs and shots were shooter ids; both become objects. A shot
 * aims at the first goal (the one a half-field play attacks); with no goal it cannot be kept.
 */
export function toV5(doc: Doc): Doc {
  const goal = docs(doc, 'fieldPieces').find((p) => p['type'] === 'GOAL');
  const migrated = mapFrames(doc, (frame, f) => {
    const options = (Array.isArray(frame['options']) ? frame['options'] : [])
      .filter((pair): pair is [string, string] => Array.isArray(pair) && pair.length === 2)
      .map(([source, target], i) => ({ id: `option-${f + 1}-${i + 1}`, source, target }));
    const shots = (Array.isArray(frame['shots']) ? frame['shots'] : [])
      .filter((shooter): shooter is string => typeof shooter === 'string' && goal !== undefined)
      .map((source, i) => ({ id: `shot-${f + 1}-${i + 1}`, source, target: goal!['id'] }));
    return { ...frame, options, shots };
  });
  return { ...migrated, version: 5 };
}

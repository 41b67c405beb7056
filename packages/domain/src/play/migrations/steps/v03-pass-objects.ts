import { Doc, mapFrames } from '../legacy-doc';

/**
 * v3: a pass was the receiver's id; it becomes an object. Old passes left at the end of the
 * passer's move and arrived at the end of the receiver's, so start and end are ratios of 1.
 */
export function toV3(doc: Doc): Doc {
  const migrated = mapFrames(doc, (frame, f) => {
    const passes = Array.isArray(frame['passes']) ? frame['passes'] : [];
    return {
      ...frame,
      passes: passes
        .filter((target): target is string => typeof target === 'string')
        .map((target, i) => ({ id: `pass-${f + 1}-${i + 1}`, type: 'PASS', target, start: 1, end: 1 })),
    };
  });
  return { ...migrated, version: 3 };
}

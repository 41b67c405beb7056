import { fieldDimensionsOf } from '../../../field/field-dimensions';
import { isSportLine } from '../../../sports/sport-lines';
import { Doc, docs, isDoc, mapFrames, num } from '../legacy-doc';

/**
 * v9: half-field plays measured positions from the middle of the half court; they now use the
 * field's own frame (0..width across, 0..half length along) like full fields.
 */
export function toV9(doc: Doc): Doc {
  if (doc['fieldType'] !== 'HALF_FIELD' || !isSportLine(doc['sport'])) return { ...doc, version: 9 };
  const dims = fieldDimensionsOf(doc['sport']);
  const dx = dims.width / 2;
  const dy = dims.halfLength / 2;
  const shift = (point: unknown) =>
    isDoc(point) ? { ...point, x: num(point['x']) + dx, y: num(point['y']) + dy } : point;
  const shiftOrigin = (item: Doc): Doc => ({ ...item, origin: shift(item['origin']) });
  const migrated = mapFrames(doc, (frame) => ({
    ...frame,
    moves: docs(frame, 'moves').map((m) => ({
      ...shiftOrigin(m),
      anchors: (Array.isArray(m['anchors']) ? m['anchors'] : []).map(shift),
    })),
    fieldComments: docs(frame, 'fieldComments').map(shiftOrigin),
  }));
  return {
    ...migrated,
    initial: docs(doc, 'initial').map(shiftOrigin),
    fieldPieces: docs(doc, 'fieldPieces').map(shiftOrigin),
    version: 9,
  };
}

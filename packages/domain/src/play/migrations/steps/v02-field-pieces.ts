import { fieldDimensionsOf } from '../../../field/field-dimensions';
import { isFieldType } from '../../../plays/play-kinds';
import { isSportLine } from '../../../sports/sport-lines';
import { defaultGoals } from '../../model/play-field';
import { Doc, docs } from '../legacy-doc';

const RENAMED: Record<string, string> = { ATTACKER: 'BLUEPLAYER', DEFENDER: 'ORANGEPLAYER' };

/**
 * v2: attackers and defenders become blue and orange players, and the field gets its pieces: the
 * default goals (with goalies where the sport shows them), written in v1's layout (x, y; half
 * fields centred on the middle of the half court).
 */
export function toV2(doc: Doc): Doc {
  const initial = docs(doc, 'initial').map((p) => ({ ...p, type: RENAMED[String(p['type'])] ?? p['type'] }));
  const line = doc['sport'];
  const fieldType = doc['fieldType'];
  if (!isSportLine(line) || !isFieldType(fieldType) || Array.isArray(doc['fieldPieces'])) {
    return { ...doc, initial, version: 2 };
  }
  const dims = fieldDimensionsOf(line);
  const shift = fieldType === 'HALF_FIELD' ? { x: dims.width / 2, y: dims.halfLength / 2 } : { x: 0, y: 0 };
  const goals = defaultGoals(line, fieldType);
  const legacy = (origin: { x: number; y: number }) => ({ x: origin.x - shift.x, y: origin.y - shift.y });
  const fieldPieces = goals.pieces.map(({ origin, onAllFrames: _all, ...goal }) => ({
    ...goal,
    ...legacy(origin),
  }));
  const goalies = goals.goalies.map(({ origin, ...goalie }) => ({ ...goalie, ...legacy(origin) }));
  return { ...doc, initial: [...initial, ...goalies], fieldPieces, version: 2 };
}

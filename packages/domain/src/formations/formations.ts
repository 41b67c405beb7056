import { clampToField, FieldDimensions, fieldDimensionsOf, Point } from '../field/field-dimensions';
import { SportLine } from '../sports/sport-lines';
import { BASKETBALL_FORMATIONS } from './basketball.formations';
import { FOOTBALL_FORMATIONS } from './football.formations';
import { FormationTemplate } from './formation.types';
import { LACROSSE_FORMATIONS } from './lacrosse.formations';

export const BUILT_IN_FORMATIONS: readonly FormationTemplate[] = [
  ...BASKETBALL_FORMATIONS,
  ...LACROSSE_FORMATIONS,
  ...FOOTBALL_FORMATIONS,
];

export function formationsFor(line: SportLine): FormationTemplate[] {
  return BUILT_IN_FORMATIONS.filter((formation) => formation.sportLines.includes(line));
}

export function findFormation(line: SportLine, id: string): FormationTemplate | undefined {
  return formationsFor(line).find((formation) => formation.id === id);
}

/**
 * The anchor point of a formation on a field: the goal a half-field play defends (the near goal of
 * a full field), or the field centre.
 */
export function formationAnchor(
  formation: Pick<FormationTemplate, 'anchorType'>,
  dims: FieldDimensions,
  fieldType: 'HALF_FIELD' | 'FULL_FIELD',
): Point {
  if (formation.anchorType === 'CENTER') return dims.centre;
  const goal = (fieldType === 'HALF_FIELD' ? dims.halfFieldGoals : dims.fullFieldGoals)[0];
  if (!goal) return dims.centre;
  return { x: dims.centre.x, y: goal.y };
}

/** Absolute field positions of a formation's players (clamped inside the field), keyed by player id. */
export function placeFormation(
  formation: FormationTemplate,
  line: SportLine,
  fieldType: 'HALF_FIELD' | 'FULL_FIELD',
): Record<string, Point> {
  const dims = fieldDimensionsOf(line);
  const anchor = formationAnchor(formation, dims, fieldType);
  const bounds = { width: dims.width, length: fieldType === 'HALF_FIELD' ? dims.halfLength : dims.length };
  const placed: Record<string, Point> = {};
  for (const player of formation.initial) {
    placed[player.id] = clampToField(
      { x: anchor.x + player.origin.x, y: anchor.y + player.origin.y },
      bounds,
    );
  }
  return placed;
}

import {
  clampToField,
  clampToFieldWithSidelines,
  fieldDimensionsOf,
  GoalSpec,
  Point,
  Sideline,
} from '../../field/field-dimensions';
import { FieldType } from '../../plays/play-kinds';
import { SportFamily } from '../../sports/edition';
import { SportLine, sportFamilyOf } from '../../sports/sport-lines';
import { FieldPiece, InitialPlayer, Play } from './play.types';

/** The field a play is drawn on, in field units: x across (0..width), y along (0..height). */
export interface PlayField {
  width: number;
  height: number;
  sideline: Sideline;
  fieldType: FieldType;
  /** Goal drawing style: basketball hoops, lacrosse cages, none for football. */
  goalDesign: 'HOOP' | 'CAGE' | 'NONE';
}

/** Goalie behaviour is behind a per-sport flag (spec section 9): off in basketball, on in lacrosse and football. */
const GOALIES_ENABLED: Record<SportFamily, boolean> = { basketball: false, lacrosse: true, football: true };
/** Onion skin: football only (both variants). */
const ONION_SKIN_ENABLED: Record<SportFamily, boolean> = {
  basketball: false,
  lacrosse: false,
  football: true,
};
const GOAL_DESIGN: Record<SportFamily, PlayField['goalDesign']> = {
  basketball: 'HOOP',
  lacrosse: 'CAGE',
  football: 'NONE',
};

export const goaliesEnabled = (line: SportLine): boolean => GOALIES_ENABLED[sportFamilyOf(line)];
export const onionSkinEnabled = (line: SportLine): boolean => ONION_SKIN_ENABLED[sportFamilyOf(line)];

/** Our goal piece size (not in the spec): a 6 x 4 unit mark, as wide as a lacrosse cage. */
export const GOAL_SIZE = { width: 6, height: 4 } as const;

export function fieldOf(play: Pick<Play, 'sport' | 'fieldType' | 'fieldConfig'>): PlayField {
  const dims = fieldDimensionsOf(play.sport);
  const goalDesign = GOAL_DESIGN[sportFamilyOf(play.sport)];
  if (play.fieldType === 'CUSTOM' && play.fieldConfig) {
    return { ...play.fieldConfig, fieldType: 'CUSTOM', goalDesign };
  }
  const height = play.fieldType === 'HALF_FIELD' ? dims.halfLength : dims.length;
  return { width: dims.width, height, sideline: dims.sideline, fieldType: play.fieldType, goalDesign };
}

/** The default goal pieces of a field type (custom fields and football have none). */
export function defaultGoalSpecs(line: SportLine, fieldType: FieldType): readonly GoalSpec[] {
  const dims = fieldDimensionsOf(line);
  if (fieldType === 'HALF_FIELD') return dims.halfFieldGoals;
  if (fieldType === 'FULL_FIELD') return dims.fullFieldGoals;
  return [];
}

export interface DefaultGoals {
  pieces: FieldPiece[];
  goalies: InitialPlayer[];
}

/** Goals `goal-1`, `goal-2` with a goalie each (`goalie-1` ...) when the sport shows goalies. */
export function defaultGoals(line: SportLine, fieldType: FieldType): DefaultGoals {
  const dims = fieldDimensionsOf(line);
  const visible = goaliesEnabled(line);
  const pieces: FieldPiece[] = [];
  const goalies: InitialPlayer[] = [];
  defaultGoalSpecs(line, fieldType).forEach((spec, index) => {
    const id = `goal-${index + 1}`;
    const origin = { x: dims.centre.x, y: spec.y };
    pieces.push({
      id,
      type: 'GOAL',
      origin,
      rotation: spec.rotation,
      ...GOAL_SIZE,
      goalieType: spec.goalieType,
      goalieVisible: visible,
      onAllFrames: true,
    });
    if (visible) goalies.push({ id: `goalie-${index + 1}`, type: 'GOALIE', origin, pieceId: id });
  });
  return { pieces, goalies };
}

/** New players and pieces stay inside the field. */
export function clampInField(point: Point, field: PlayField): Point {
  return clampToField(point, { width: field.width, length: field.height });
}

/** Move anchors may also use the sidelines. */
export function clampAnchor(point: Point, field: PlayField): Point {
  return clampToFieldWithSidelines(point, {
    width: field.width,
    length: field.height,
    sideline: field.sideline,
  });
}

export function fieldCentre(field: Pick<PlayField, 'width' | 'height'>): Point {
  return { x: field.width / 2, y: field.height / 2 };
}

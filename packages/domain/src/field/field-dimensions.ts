import { SportFamily } from '../sports/edition';
import { SportLine, sportFamilyOf } from '../sports/sport-lines';
import { maxZoomOf } from '../plays/editor-constants';

export interface Point {
  x: number;
  y: number;
}

export interface Sideline {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export type GoalieType = 'ORANGEPLAYER' | 'BLUEPLAYER';

/** A default goal: centred across the field at y, facing up (0) or down (180). */
export interface GoalSpec {
  y: number;
  rotation: 0 | 180;
  goalieType: GoalieType;
}

export interface FieldDimensions {
  /** Width across the field and length along it, in the sport's field units (feet for basketball). */
  width: number;
  length: number;
  /** A half-field play shows this much of the length (half of it). */
  halfLength: number;
  centre: Point;
  sideline: Sideline;
  /** Goals of a half-field play (y measured on the half field) and of a full-field play. Football has none. */
  halfFieldGoals: readonly GoalSpec[];
  fullFieldGoals: readonly GoalSpec[];
  maxZoom: number;
}

const NO_SIDELINE: Sideline = { top: 0, left: 0, bottom: 0, right: 0 };
const BASKETBALL_SIDELINE: Sideline = { top: 4, left: 4, bottom: 4, right: 4 };
const RIGHT_2: Sideline = { top: 0, left: 0, bottom: 0, right: 2 };

/**
 * The spec writes goal y values as 'half; full far and near'. The near goal (larger y) keeps the
 * orange goalie at rotation 0; the far goal of a full field gets a blue goalie at rotation 180.
 */
function goals(half: number, fullNear: number, fullFar: number) {
  return {
    halfFieldGoals: [{ y: half, rotation: 0, goalieType: 'ORANGEPLAYER' }] as const,
    fullFieldGoals: [
      { y: fullNear, rotation: 0, goalieType: 'ORANGEPLAYER' },
      { y: fullFar, rotation: 180, goalieType: 'BLUEPLAYER' },
    ] as const,
  };
}

function field(
  family: SportFamily,
  width: number,
  length: number,
  centre: Point,
  sideline: Sideline,
  goalSpecs: Pick<FieldDimensions, 'halfFieldGoals' | 'fullFieldGoals'>,
): FieldDimensions {
  return {
    width,
    length,
    halfLength: length / 2,
    centre,
    sideline,
    ...goalSpecs,
    maxZoom: maxZoomOf(family),
  };
}

const BASKETBALL_COLLEGE = field(
  'basketball',
  50,
  94,
  { x: 25, y: 47 },
  BASKETBALL_SIDELINE,
  goals(42.25, 89.25, 4.75),
);
// Football's centre is 25,42 as the spec states; high school and college differ only in hash marks.
const FOOTBALL = field('football', 53, 120, { x: 25, y: 42 }, RIGHT_2, {
  halfFieldGoals: [],
  fullFieldGoals: [],
});

export const FIELD_DIMENSIONS: Record<SportLine, FieldDimensions> = {
  BASKETBALL_HS: field(
    'basketball',
    50,
    84,
    { x: 25, y: 42 },
    BASKETBALL_SIDELINE,
    goals(37.25, 79.25, 4.75),
  ),
  BASKETBALL_MENS_COLLEGE: BASKETBALL_COLLEGE,
  BASKETBALL_WOMENS_COLLEGE: BASKETBALL_COLLEGE,
  FOOTBALL_HS: FOOTBALL,
  FOOTBALL_COLLEGE: FOOTBALL,
  LACROSSE_MENS: field('lacrosse', 60, 110, { x: 30, y: 55 }, RIGHT_2, goals(40, 95, 15)),
  LACROSSE_WOMENS: field('lacrosse', 70, 120, { x: 35, y: 60 }, NO_SIDELINE, goals(45, 105, 15)),
  LACROSSE_BOX: field('lacrosse', 30, 66, { x: 15, y: 33 }, NO_SIDELINE, goals(28, 61, 5)),
};

export function fieldDimensionsOf(line: SportLine): FieldDimensions {
  return FIELD_DIMENSIONS[line];
}

/** Goal anchored formations need a goal; football anchors on the centre instead. */
export function hasGoals(line: SportLine): boolean {
  return sportFamilyOf(line) !== 'football';
}

/** Keeps a point inside the playing area (new players and pieces). */
export function clampToField(point: Point, dims: Pick<FieldDimensions, 'width' | 'length'>): Point {
  return {
    x: Math.min(dims.width, Math.max(0, point.x)),
    y: Math.min(dims.length, Math.max(0, point.y)),
  };
}

/** Keeps a point inside the playing area plus its sidelines (move anchors). */
export function clampToFieldWithSidelines(
  point: Point,
  dims: Pick<FieldDimensions, 'width' | 'length' | 'sideline'>,
): Point {
  const { sideline } = dims;
  return {
    x: Math.min(dims.width + sideline.right, Math.max(-sideline.left, point.x)),
    y: Math.min(dims.length + sideline.bottom, Math.max(-sideline.top, point.y)),
  };
}

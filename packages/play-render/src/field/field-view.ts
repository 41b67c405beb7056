import { fieldOf, Play, PlayField, SportFamily, SportLine, sportFamilyOf } from '@chalktalk/domain';
import { UNIT } from '../svg/units';

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What every layer of a drawing needs to know about the field it sits on. */
export interface FieldView {
  line: SportLine;
  family: SportFamily;
  field: PlayField;
  /** The field plus its sidelines (move anchors may use them), in SVG units. */
  viewBox: ViewBox;
  /** Player marker radius in field units: players stay readable and apart on each sport's field. */
  playerRadius: number;
}

const PLAYER_RADIUS: Record<SportLine, number> = {
  BASKETBALL_HS: 1.5,
  BASKETBALL_MENS_COLLEGE: 1.5,
  BASKETBALL_WOMENS_COLLEGE: 1.5,
  LACROSSE_MENS: 1.8,
  LACROSSE_WOMENS: 1.8,
  LACROSSE_BOX: 1.1,
  // Football linemen stand 2 yards apart.
  FOOTBALL_HS: 0.9,
  FOOTBALL_COLLEGE: 0.9,
};

export function fieldView(play: Pick<Play, 'sport' | 'fieldType' | 'fieldConfig'>): FieldView {
  const field = fieldOf(play);
  const { top, left, bottom, right } = field.sideline;
  return {
    line: play.sport,
    family: sportFamilyOf(play.sport),
    field,
    viewBox: {
      x: -left * UNIT,
      y: -top * UNIT,
      width: (field.width + left + right) * UNIT,
      height: (field.height + top + bottom) * UNIT,
    },
    playerRadius: PLAYER_RADIUS[play.sport],
  };
}

export function viewBoxAttribute(box: ViewBox): string {
  return [box.x, box.y, box.width, box.height].join(' ');
}

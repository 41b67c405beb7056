import { fieldDimensionsOf, defaultGoalSpecs } from '@chalktalk/domain';
import { FieldView } from './field-view';
import { FIELD_LINE_WIDTH, FIELD_PALETTE } from './field-palette';
import { num, sx } from '../svg/units';
import { semicircle } from '../svg/arcs';

/** Restraining lines (ours, in field units): men's 20 from the midline, women's 30 from the end line. */
const MENS_RESTRAINING_FROM_MIDLINE = 20;
const WOMENS_RESTRAINING_FROM_END = 30;
/** Women's 8 m arc and 12 m fan around the goal, in yards. */
const WOMENS_ARC = 8.75;
const WOMENS_FAN = 13.1;

export function LacrosseLines({ view }: { view: FieldView }) {
  const { width, height, fieldType } = view.field;
  if (fieldType === 'CUSTOM') return null;
  const full = fieldType === 'FULL_FIELD';
  const midline = full ? height / 2 : 0;
  const restraining: number[] = [];
  if (view.line === 'LACROSSE_MENS') {
    restraining.push(midline + MENS_RESTRAINING_FROM_MIDLINE);
    if (full) restraining.push(midline - MENS_RESTRAINING_FROM_MIDLINE);
  } else if (view.line === 'LACROSSE_WOMENS') {
    restraining.push(height - WOMENS_RESTRAINING_FROM_END);
    if (full) restraining.push(WOMENS_RESTRAINING_FROM_END);
  }
  const goals = view.line === 'LACROSSE_WOMENS' ? defaultGoalSpecs(view.line, fieldType) : [];
  const cx = fieldDimensionsOf(view.line).width / 2;
  return (
    <g
      fill="none"
      stroke={FIELD_PALETTE.line}
      strokeWidth={num(FIELD_LINE_WIDTH)}
      data-field-lines="lacrosse"
    >
      <line x1="0" y1={sx(midline)} x2={sx(width)} y2={sx(midline)} />
      {restraining.map((y) => (
        <line key={y} x1="0" y1={sx(y)} x2={sx(width)} y2={sx(y)} strokeDasharray="8,6" />
      ))}
      {goals.map((goal) => {
        const upField = goal.rotation === 0 ? -1 : 1;
        return (
          <g key={goal.y} data-field-mark="womens-arcs">
            <path d={semicircle(cx, goal.y, WOMENS_ARC, upField)} />
            <path d={semicircle(cx, goal.y, WOMENS_FAN, upField)} strokeDasharray="4,6" />
          </g>
        );
      })}
    </g>
  );
}

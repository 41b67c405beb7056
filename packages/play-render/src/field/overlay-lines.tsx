import { fieldDimensionsOf, ViewOptions } from '@chalktalk/domain';
import { EndMarkings } from './basketball-lines';
import { FieldView } from './field-view';
import { FIELD_LINE_WIDTH, FIELD_PALETTE } from './field-palette';
import { num, sx } from '../svg/units';

const YARD_LINE_EVERY = 5;
const LACROSSE_CREASE = 3;
const FOOTBALL_END_ZONE = 10;

/**
 * The optional overlays of `viewOptions.fieldLines` on a custom field, which otherwise shows only its
 * boundary: FOOTBALL lays yard lines every 5 units over it; GOAL draws the sport's goal area at the near
 * end (a basketball key and arc, a lacrosse crease at the goal distance, a football end zone).
 */
export function OverlayLines({ view, overlay }: { view: FieldView; overlay: ViewOptions['fieldLines'] }) {
  if (!overlay || view.field.fieldType !== 'CUSTOM') return null;
  const { width, height } = view.field;
  if (overlay === 'FOOTBALL') {
    const lines: number[] = [];
    for (let y = YARD_LINE_EVERY; y < height; y += YARD_LINE_EVERY) lines.push(y);
    return (
      <g data-field-overlay="FOOTBALL" stroke={FIELD_PALETTE.line} strokeWidth={num(FIELD_LINE_WIDTH)}>
        {lines.map((y) => (
          <line key={y} x1="0" y1={sx(y)} x2={sx(width)} y2={sx(y)} data-yard-line={y} />
        ))}
      </g>
    );
  }
  const common = {
    'data-field-overlay': 'GOAL',
    fill: 'none',
    stroke: FIELD_PALETTE.line,
    strokeWidth: num(FIELD_LINE_WIDTH),
  };
  if (view.family === 'basketball')
    return (
      <g {...common}>
        <EndMarkings view={view} end={{ baseline: height, into: -1 }} />
      </g>
    );
  if (view.family === 'lacrosse') {
    const dims = fieldDimensionsOf(view.line);
    const goalY = height - (dims.halfLength - dims.halfFieldGoals[0]!.y);
    return (
      <g {...common}>
        <circle cx={sx(width / 2)} cy={sx(goalY)} r={sx(LACROSSE_CREASE)} />
      </g>
    );
  }
  return (
    <g {...common}>
      <rect
        x="0"
        y={sx(height - FOOTBALL_END_ZONE)}
        width={sx(width)}
        height={sx(FOOTBALL_END_ZONE)}
        fill={FIELD_PALETTE.endZone}
      />
    </g>
  );
}

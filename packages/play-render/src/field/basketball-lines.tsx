import { FieldView } from './field-view';
import { FIELD_LINE_WIDTH, FIELD_PALETTE } from './field-palette';
import { pathData } from '../svg/path-geometry';
import { num, sx, UNIT } from '../svg/units';
import { semicircle } from '../svg/arcs';

/** Court markings in feet (NFHS / NCAA); the spec gives only the field sizes and the goal distance. */
const LANE_WIDTH = 12;
const FREE_THROW_DISTANCE = 19;
const CIRCLE_RADIUS = 6;
const HOOP_FROM_BASELINE = 4.75;
const THREE_POINT_RADIUS = { high: 19.75, college: 22.15 } as const;
/** Corner threes run straight along the sideline this far in from it. */
const CORNER_INSET = 3;
const ARC_STEPS = 32;

export interface End {
  baseline: number;
  /** +1 when the court runs towards larger y from this baseline, -1 otherwise. */
  into: 1 | -1;
}

export function EndMarkings({ view, end }: { view: FieldView; end: End }) {
  const { width } = view.field;
  const cx = width / 2;
  const at = (along: number) => end.baseline + end.into * along;
  const laneTop = at(FREE_THROW_DISTANCE);
  const radius = view.line === 'BASKETBALL_HS' ? THREE_POINT_RADIUS.high : THREE_POINT_RADIUS.college;
  const corner = Math.min(radius, cx - CORNER_INSET);
  const hoopY = at(HOOP_FROM_BASELINE);
  const startAngle = Math.asin(corner / radius);
  const arc = [];
  for (let i = 0; i <= ARC_STEPS; i += 1) {
    const angle = -startAngle + (2 * startAngle * i) / ARC_STEPS;
    arc.push({
      x: (cx + radius * Math.sin(angle)) * UNIT,
      y: (hoopY + end.into * radius * Math.cos(angle)) * UNIT,
    });
  }
  const three = [
    { x: (cx - corner) * UNIT, y: end.baseline * UNIT },
    ...arc,
    {
      x: (cx + corner) * UNIT,
      y: end.baseline * UNIT,
    },
  ];
  return (
    <g data-field-mark="basketball-end">
      <rect
        x={sx(cx - LANE_WIDTH / 2)}
        y={sx(Math.min(end.baseline, laneTop))}
        width={sx(LANE_WIDTH)}
        height={sx(FREE_THROW_DISTANCE)}
      />
      <circle cx={sx(cx)} cy={sx(laneTop)} r={sx(CIRCLE_RADIUS)} />
      <path d={pathData(three)} />
    </g>
  );
}

export function BasketballLines({ view }: { view: FieldView }) {
  const { width, height, fieldType } = view.field;
  const cx = width / 2;
  const ends: End[] = [];
  let midline: number | null = null;
  if (fieldType === 'HALF_FIELD') {
    ends.push({ baseline: height, into: -1 });
    midline = 0;
  } else if (fieldType === 'FULL_FIELD') {
    ends.push({ baseline: height, into: -1 }, { baseline: 0, into: 1 });
    midline = height / 2;
  }
  return (
    <g
      fill="none"
      stroke={FIELD_PALETTE.line}
      strokeWidth={num(FIELD_LINE_WIDTH)}
      data-field-lines="basketball"
    >
      {midline !== null && <line x1="0" y1={sx(midline)} x2={sx(width)} y2={sx(midline)} />}
      {midline !== null &&
        (fieldType === 'FULL_FIELD' ? (
          <circle cx={sx(cx)} cy={sx(midline)} r={sx(CIRCLE_RADIUS)} />
        ) : (
          // A half court shows only its own half of the centre circle.
          <path d={semicircle(cx, midline, CIRCLE_RADIUS, 1)} />
        ))}
      {ends.map((end) => (
        <EndMarkings key={end.baseline} view={view} end={end} />
      ))}
    </g>
  );
}

import { FieldView } from './field-view';
import { FIELD_LINE_WIDTH, FIELD_PALETTE } from './field-palette';
import { num, sx } from '../svg/units';
import {
  FOOTBALL_END_ZONE as END_ZONE,
  FOOTBALL_YARD_LINE_EVERY as YARD_LINE_EVERY,
  HASH_MARK_LENGTH,
  hashMarks,
} from './hash-marks';
const NUMBER_EVERY = 10;
const NUMBER_INSET = 6;
const NUMBER_SIZE = 2.5;

/** Both columns of hash marks as one path (about 160 short strokes; one element keeps redraws cheap). */
function hashMarkPath(geometry: NonNullable<ReturnType<typeof hashMarks>>): string {
  const half = HASH_MARK_LENGTH / 2;
  return geometry.yards
    .flatMap((y) => geometry.columns.map((x) => `M${sx(x - half)} ${sx(y)}h${sx(HASH_MARK_LENGTH)}`))
    .join('');
}

/** Yard lines every 5 yards, numbers every 10, shaded end zones, and the line's hash marks (README). */
export function FootballLines({ view }: { view: FieldView }) {
  const { width, height, fieldType } = view.field;
  if (fieldType === 'CUSTOM') return null;
  const hashes = hashMarks(view.line, view.field);
  const goalLines = [END_ZONE, height - END_ZONE];
  const yardLines: number[] = [];
  for (let y = END_ZONE + YARD_LINE_EVERY; y < height - END_ZONE; y += YARD_LINE_EVERY) yardLines.push(y);
  const numbers = yardLines.filter((y) => (y - END_ZONE) % NUMBER_EVERY === 0);
  const yardsFromGoal = (y: number) => Math.min(y - END_ZONE, height - END_ZONE - y);
  return (
    <g data-field-lines="football">
      <rect x="0" y="0" width={sx(width)} height={sx(END_ZONE)} fill={FIELD_PALETTE.endZone} />
      <rect
        x="0"
        y={sx(height - END_ZONE)}
        width={sx(width)}
        height={sx(END_ZONE)}
        fill={FIELD_PALETTE.endZone}
      />
      <g stroke={FIELD_PALETTE.line} strokeWidth={num(FIELD_LINE_WIDTH)}>
        {[...goalLines, ...yardLines].map((y) => (
          <line key={y} x1="0" y1={sx(y)} x2={sx(width)} y2={sx(y)} data-yard-line={yardsFromGoal(y)} />
        ))}
      </g>
      {hashes && (
        <path
          data-hash-marks={view.line}
          data-hash-columns={hashes.columns.map(num).join(' ')}
          d={hashMarkPath(hashes)}
          fill="none"
          stroke={FIELD_PALETTE.line}
          strokeWidth={num(FIELD_LINE_WIDTH)}
        />
      )}
      <g fill={FIELD_PALETTE.text} fontSize={sx(NUMBER_SIZE)} textAnchor="middle" fontFamily="sans-serif">
        {numbers.map((y) => (
          <g key={y}>
            <text x={sx(NUMBER_INSET)} y={sx(y + NUMBER_SIZE / 3)}>
              {yardsFromGoal(y)}
            </text>
            <text x={sx(width - NUMBER_INSET)} y={sx(y + NUMBER_SIZE / 3)}>
              {yardsFromGoal(y)}
            </text>
          </g>
        ))}
      </g>
    </g>
  );
}

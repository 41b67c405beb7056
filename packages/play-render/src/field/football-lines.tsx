import { FieldView } from './field-view';
import { FIELD_LINE_WIDTH, FIELD_PALETTE } from './field-palette';
import { num, sx } from '../svg/units';

const END_ZONE = 10;
const YARD_LINE_EVERY = 5;
const NUMBER_EVERY = 10;
const NUMBER_INSET = 6;
const NUMBER_SIZE = 2.5;

/** Yard lines every 5 yards, numbers every 10, shaded end zones. Hash marks are not modelled (domain gap). */
export function FootballLines({ view }: { view: FieldView }) {
  const { width, height, fieldType } = view.field;
  if (fieldType === 'CUSTOM') return null;
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

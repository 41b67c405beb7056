import { ShapeKind } from '@chalktalk/domain';
import { foregroundOn } from '../theme/theme-colours';
import { num, sx, UNIT } from '../svg/units';

export interface PlayerGlyphProps {
  id: string;
  type: string;
  x: number;
  y: number;
  rotation: number;
  radius: number;
  fill: string;
  shape: ShapeKind;
  label: string;
  /** Counter-rotates the label when the whole field is flipped, so text stays upright. */
  flipped: boolean;
  ghost?: boolean;
}

function starPoints(r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${num(radius * Math.cos(angle))},${num(radius * Math.sin(angle))}`);
  }
  return points.join(' ');
}

function Shape({ shape, r, fill, stroke }: { shape: ShapeKind; r: number; fill: string; stroke: string }) {
  const common = { fill, stroke, strokeWidth: '1.5' };
  switch (shape) {
    case 'CIRCLE':
      return <circle cx="0" cy="0" r={num(r)} {...common} />;
    case 'RECT':
      return <rect x={num(-r)} y={num(-r)} width={num(2 * r)} height={num(2 * r)} {...common} />;
    case 'STAR':
      return <polygon points={starPoints(r * 1.25)} {...common} />;
    case 'TRIANGLE':
      return (
        <polygon
          points={`0,${num(-r * 1.2)} ${num(r * 1.1)},${num(r * 0.8)} ${num(-r * 1.1)},${num(r * 0.8)}`}
          {...common}
        />
      );
  }
}

export function PlayerGlyph(props: PlayerGlyphProps) {
  const r = props.radius * UNIT;
  const text = foregroundOn(props.fill);
  const fontSize = props.label.length > 2 ? r * 0.8 : r * 1.05;
  return (
    <g
      data-kind={props.ghost ? 'ghost-player' : 'player'}
      data-id={props.id}
      data-type={props.type}
      data-shape={props.shape}
      data-x={num(props.x)}
      data-y={num(props.y)}
      transform={`translate(${sx(props.x)} ${sx(props.y)})`}
      opacity={props.ghost ? '0.3' : undefined}
    >
      <g transform={props.rotation ? `rotate(${num(props.rotation)})` : undefined}>
        <Shape
          shape={props.shape}
          r={r}
          fill={props.fill}
          stroke={text === '#ffffff' ? '#ffffff' : '#111111'}
        />
      </g>
      {props.label && (
        <text
          x="0"
          y={num(fontSize * 0.35)}
          fontSize={num(fontSize)}
          fontFamily="sans-serif"
          fontWeight="700"
          textAnchor="middle"
          fill={text}
          transform={props.flipped ? 'rotate(180)' : undefined}
        >
          {props.label}
        </text>
      )}
    </g>
  );
}

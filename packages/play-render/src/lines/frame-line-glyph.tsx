import { FrameLine } from './frame-lines';
import {
  arrowHeadPoints,
  endDirection,
  lineHeadSegment,
  pathData,
  polylineLength,
  shortenEnd,
  wavePoints,
} from '../svg/path-geometry';
import { num, toSvg, UNIT } from '../svg/units';

const STROKE_WIDTH = 2;
const ARROW_LENGTH = 9;
const ARROW_HALF_WIDTH = 4.5;
const BAR_HALF_LENGTH = 7;
/** Dribble wave: amplitude, wavelength and sampling in SVG units; the last stretch runs straight. */
const WAVE = { amplitude: 0.5 * UNIT, wavelength: 2 * UNIT, step: 0.25 * UNIT, straightEnd: 1.5 * UNIT };

export function FrameLineGlyph({ line }: { line: FrameLine }) {
  const svgPoints = shortenEnd(line.points.map(toSvg), line.shortenBy);
  const drawn = line.wave
    ? wavePoints(svgPoints, WAVE.amplitude, WAVE.wavelength, WAVE.step, WAVE.straightEnd)
    : svgPoints;
  const tip = svgPoints[svgPoints.length - 1];
  const direction = endDirection(svgPoints);
  const bar = tip && line.head === 'bar' ? lineHeadSegment(tip, direction, BAR_HALF_LENGTH) : null;
  return (
    <g
      data-kind="line"
      data-line={line.kind}
      data-id={line.id}
      data-type={line.type}
      data-length={num(polylineLength(svgPoints))}
      data-head={line.head}
      opacity={line.opacity === 1 ? undefined : num(line.opacity)}
    >
      <path
        d={pathData(drawn)}
        fill="none"
        stroke={line.colour}
        strokeWidth={num(STROKE_WIDTH)}
        strokeDasharray={line.dash ? line.dash.join(',') : undefined}
        strokeLinecap={line.dash ? 'butt' : 'round'}
        strokeLinejoin="round"
      />
      {tip && line.head === 'arrow' && (
        <polygon
          points={arrowHeadPoints(tip, direction, ARROW_LENGTH, ARROW_HALF_WIDTH)}
          fill={line.colour}
        />
      )}
      {bar && (
        <line
          x1={num(bar[0].x)}
          y1={num(bar[0].y)}
          x2={num(bar[1].x)}
          y2={num(bar[1].y)}
          stroke={line.colour}
          strokeWidth={num(STROKE_WIDTH * 1.5)}
          strokeLinecap="round"
        />
      )}
    </g>
  );
}

import { num, sx, UNIT } from '../svg/units';

/** Ball radius in field units relative to a player's; a carried ball sits on the carrier's shoulder. */
const BALL_SCALE = 0.42;
const CARRIED_OFFSET = 0.75;

export function BallGlyph(props: {
  id: string;
  x: number;
  y: number;
  carrier: string | null;
  inFlight: boolean;
  playerRadius: number;
  colour: string;
}) {
  const offset = props.carrier !== null && !props.inFlight ? props.playerRadius * CARRIED_OFFSET : 0;
  return (
    <circle
      data-kind="ball"
      data-id={props.id}
      data-x={num(props.x)}
      data-y={num(props.y)}
      data-carrier={props.carrier ?? ''}
      data-in-flight={props.inFlight ? 'true' : 'false'}
      cx={sx(props.x + offset)}
      cy={sx(props.y - offset)}
      r={num(props.playerRadius * BALL_SCALE * UNIT)}
      fill={props.colour}
      stroke="#7c2d12"
      strokeWidth="1"
    />
  );
}

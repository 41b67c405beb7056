import { SportFamily } from '../../sports/edition';
import { MoveType } from '../model/piece-types';

const SIDE_MOVES: readonly MoveType[] = ['OMOVE', 'DMOVE'];

/**
 * An offensive or defensive move becomes a plain MOVE when it is dragged out from a player; in
 * football and lacrosse also as soon as an existing one is edited.
 */
export function plainMoveType(
  type: MoveType,
  gesture: 'drawFromPlayer' | 'edit',
  family: SportFamily,
): MoveType {
  if (!SIDE_MOVES.includes(type)) return type;
  if (gesture === 'drawFromPlayer') return 'MOVE';
  return family === 'football' || family === 'lacrosse' ? 'MOVE' : type;
}

import {
  DASHED_PASS_LINE,
  FieldPiece,
  FrameState,
  Move,
  moveEnd,
  movePath,
  Play,
  Point,
  pointAlongMove,
} from '@chalktalk/domain';
import { layerFor } from '../players/player-label';
import { playerFill, SceneColours } from '../theme/theme-colours';

export type LineKind = 'move' | 'pass' | 'shot' | 'option' | 'assignment';
export type LineHead = 'arrow' | 'bar' | 'none';

/** One drawn line of a frame, in field units, with its look. */
export interface FrameLine {
  kind: LineKind;
  id: string;
  /** Move or pass type (MOVE, PICK, DRIBBLE, PASS, REBOUND ...), or the kind for the rest. */
  type: string;
  points: Point[];
  colour: string;
  head: LineHead;
  wave: boolean;
  /** SVG dash pattern, or null for a solid line. */
  dash: readonly number[] | null;
  /** SVG units cut off the end, so the line stops short of the player or goal it points at. */
  shortenBy: number;
  opacity: number;
}

/** Move line styles (the tool catalogue names the looks; the dash patterns are ours). */
const MOVE_STYLE: Record<Move['type'], Pick<FrameLine, 'head' | 'wave' | 'dash'>> = {
  MOVE: { head: 'arrow', wave: false, dash: null },
  OMOVE: { head: 'arrow', wave: false, dash: null },
  DMOVE: { head: 'arrow', wave: false, dash: null },
  PICK: { head: 'bar', wave: false, dash: null },
  BLOCK: { head: 'bar', wave: false, dash: null },
  DRIBBLE: { head: 'arrow', wave: true, dash: null },
  ZONE: { head: 'none', wave: false, dash: [6, 4] },
  PRESNAP: { head: 'arrow', wave: false, dash: [8, 4] },
  MOVE2: { head: 'arrow', wave: false, dash: [12, 4, 2, 4] },
};

const OPTION_DASH = [1, 5] as const;

function positions(state: FrameState): Map<string, Point> {
  return new Map(state.players.map((p) => [p.id, p.origin]));
}

/**
 * The lines drawn over one frame: its moves (per the view options' moves layer), passes, shots,
 * options and assignments (per the assignments layer). `before` and `after` are the states at the
 * start and end of the frame; lines are fixed for the frame while the players run along them.
 */
export function frameLines(
  play: Play,
  frameIndex: number,
  before: FrameState,
  after: FrameState,
  colours: SceneColours,
): FrameLine[] {
  const frame = play.frames[frameIndex];
  if (!frame) return [];
  const view = play.viewOptions;
  const start = positions(before);
  const end = positions(after);
  const playerById = new Map(before.players.map((p) => [p.id, p]));
  const goalieTypeOf = new Map(before.pieces.map((piece: FieldPiece) => [piece.id, piece.goalieType]));
  const colourOf = (id: string): string => {
    const player = playerById.get(id);
    if (!player) return colours.primary;
    return playerFill(player, colours, player.pieceId ? goalieTypeOf.get(player.pieceId) : undefined);
  };
  const moveOf = new Map(frame.moves.map((m) => [m.source, m]));
  const lines: FrameLine[] = [];

  for (const move of frame.moves) {
    const mover = playerById.get(move.source);
    if (mover && !layerFor(mover.type, view).moves) continue;
    lines.push({
      kind: 'move',
      id: move.id,
      type: move.type,
      points: movePath(move),
      colour: colourOf(move.source),
      ...MOVE_STYLE[move.type],
      shortenBy: 0,
      opacity: 1,
    });
  }

  const dashed = { dash: DASHED_PASS_LINE.dash, shortenBy: DASHED_PASS_LINE.shortenBy, wave: false };
  const holder = new Map(before.balls.map((b) => [b.id, b.carrier]));
  for (const pass of frame.passes) {
    const receiverMove = moveOf.get(pass.target);
    const catchPoint = receiverMove ? pointAlongMove(receiverMove, pass.end) : start.get(pass.target);
    holder.set(pass.ball, pass.target);
    if (!catchPoint) continue;
    lines.push({
      kind: 'pass',
      id: pass.id,
      type: pass.type,
      points: [pass.origin, catchPoint],
      colour: colours.primary,
      head: 'arrow',
      ...dashed,
      opacity: 1,
    });
  }

  for (const shot of frame.shots) {
    const goal = before.pieces.find((p) => p.id === shot.target);
    const shooter = holder.get(shot.ball) ?? null;
    const shooterMove = shooter !== null ? moveOf.get(shooter) : undefined;
    const from =
      shooterMove !== undefined
        ? moveEnd(shooterMove)
        : shooter !== null
          ? start.get(shooter)
          : before.balls.find((b) => b.id === shot.ball)?.origin;
    if (!goal || !from) continue;
    lines.push({
      kind: 'shot',
      id: shot.id,
      type: 'SHOOT',
      points: [from, goal.origin],
      colour: colours.primary,
      head: 'arrow',
      ...dashed,
      opacity: 1,
    });
  }

  for (const option of frame.options) {
    const from = end.get(option.source);
    const to = end.get(option.target);
    if (!from || !to) continue;
    lines.push({
      kind: 'option',
      id: option.id,
      type: 'OPTION',
      points: [from, to],
      colour: colours.primary,
      head: 'arrow',
      wave: false,
      dash: OPTION_DASH,
      shortenBy: DASHED_PASS_LINE.shortenBy,
      opacity: 0.7,
    });
  }

  for (const assignment of frame.assignments) {
    const defender = playerById.get(assignment.source);
    if (defender && !layerFor(defender.type, view).assignments) continue;
    const from = start.get(assignment.source);
    const to = start.get(assignment.target);
    if (!from || !to) continue;
    lines.push({
      kind: 'assignment',
      id: assignment.id,
      type: 'ASSIGN',
      points: [from, to],
      colour: colourOf(assignment.source),
      head: 'none',
      wave: false,
      dash: null,
      shortenBy: 0,
      opacity: 0.45,
    });
  }
  return lines;
}

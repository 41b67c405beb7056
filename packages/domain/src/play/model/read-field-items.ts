import { DEFAULT_SIZES, LINE_PIECE_PLAYERS, clampLinePlayerCount } from '../../plays/editor-constants';
import { isOneOf } from '../../shared/one-of';
import { SHAPE_KINDS } from '../../plays/play-kinds';
import { isDefenderFrameRole } from '../../sports/defender-roles';
import { GOAL_SIZE } from './play-field';
import { isFieldPieceType, isLinePieceType, isPlayerType } from './piece-types';
import { Ball, FieldPiece, InitialPlayer } from './play.types';
import { Reader } from './readers';

export function readInitialPlayer(r: Reader, value: unknown, path: string): InitialPlayer | undefined {
  const raw = r.object(value, path);
  if (!raw) return undefined;
  const id = r.id(raw['id'], `${path}.id`);
  if (!isPlayerType(raw['type'])) return r.fail('P001', `${path}.type`, String(raw['type']));
  const origin = r.point(raw['origin'], `${path}.origin`);
  if (id === undefined || origin === undefined) return undefined;
  const player: InitialPlayer = { id, type: raw['type'], origin };
  const role = r.optionalString(raw['role'], `${path}.role`);
  if (role !== undefined) player.role = role;
  if (raw['frameRole'] !== undefined) {
    if (!isDefenderFrameRole(raw['frameRole']))
      return r.fail('P001', `${path}.frameRole`, String(raw['frameRole']));
    player.frameRole = raw['frameRole'];
  }
  const pieceId = r.optionalString(raw['pieceId'], `${path}.pieceId`);
  if (pieceId !== undefined) player.pieceId = pieceId;
  if (raw['linePosition'] !== undefined)
    player.linePosition = r.number(raw['linePosition'], `${path}.linePosition`, 0);
  const color = r.optionalString(raw['color'], `${path}.color`);
  if (color !== undefined) player.color = color;
  if (raw['shape'] !== undefined) {
    if (!isOneOf(SHAPE_KINDS, raw['shape'])) return r.fail('P001', `${path}.shape`, String(raw['shape']));
    player.shape = raw['shape'];
  }
  return player;
}

export function readBall(r: Reader, value: unknown, path: string): Ball | undefined {
  const raw = r.object(value, path);
  if (!raw) return undefined;
  const id = r.id(raw['id'], `${path}.id`);
  const carrier =
    raw['carrier'] === null || raw['carrier'] === undefined ? null : r.id(raw['carrier'], `${path}.carrier`);
  if (id === undefined || carrier === undefined) return undefined;
  const ball: Ball = { id, carrier };
  if (raw['origin'] !== undefined) {
    const origin = r.point(raw['origin'], `${path}.origin`);
    if (!origin) return undefined;
    ball.origin = origin;
  }
  return ball;
}

const DEFAULT_PIECE_SIZE = {
  GOAL: GOAL_SIZE,
  RECTANGLE: DEFAULT_SIZES.rectangle,
  ELLIPSE: DEFAULT_SIZES.ellipse,
  OLINE: { width: 6, height: 0 },
  DLINE: { width: 6, height: 0 },
} as const;

export function readFieldPiece(r: Reader, value: unknown, path: string): FieldPiece | undefined {
  const raw = r.object(value, path);
  if (!raw) return undefined;
  const id = r.id(raw['id'], `${path}.id`);
  const type = raw['type'];
  if (!isFieldPieceType(type)) return r.fail('P001', `${path}.type`, String(type));
  // A piece drawn in one frame reports bad coordinates as that frame's not-a-number error.
  const frameIdx =
    typeof raw['frameIdx'] === 'number' && Number.isInteger(raw['frameIdx']) ? raw['frameIdx'] : undefined;
  const outer = r.frameIndex;
  r.frameIndex = raw['onAllFrames'] === true ? undefined : frameIdx;
  const origin = r.point(raw['origin'], `${path}.origin`);
  const size = DEFAULT_PIECE_SIZE[type];
  const piece: FieldPiece | undefined =
    id === undefined || origin === undefined
      ? undefined
      : {
          id,
          type,
          origin,
          rotation: r.number(raw['rotation'], `${path}.rotation`, 0),
          width: r.number(raw['width'], `${path}.width`, size.width),
          height: r.number(raw['height'], `${path}.height`, size.height),
        };
  r.frameIndex = outer;
  if (!piece) return undefined;
  if (isLinePieceType(type)) {
    piece.playerCount = clampLinePlayerCount(
      r.number(raw['playerCount'], `${path}.playerCount`, LINE_PIECE_PLAYERS.default),
    );
  }
  if (type === 'GOAL') {
    const goalieType = raw['goalieType'] ?? 'ORANGEPLAYER';
    if (goalieType !== 'ORANGEPLAYER' && goalieType !== 'BLUEPLAYER') {
      return r.fail('P001', `${path}.goalieType`, String(goalieType));
    }
    piece.goalieType = goalieType;
    piece.goalieVisible = r.boolean(raw['goalieVisible'], `${path}.goalieVisible`, false);
  }
  const moveId = r.optionalString(raw['moveId'], `${path}.moveId`);
  if (moveId !== undefined) piece.moveId = moveId;
  if (frameIdx !== undefined) piece.frameIdx = frameIdx;
  if (raw['onAllFrames'] !== undefined)
    piece.onAllFrames = r.boolean(raw['onAllFrames'], `${path}.onAllFrames`, false);
  return piece;
}

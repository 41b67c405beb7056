import { FieldComment, FieldPiece, Play, PlayerType, Point, ShapeKind } from '@chalktalk/domain';
import { FieldView } from '../field/field-view';
import { FrameLine } from '../lines/frame-lines';
import { SceneColours } from '../theme/theme-colours';

export interface ScenePlayer {
  id: string;
  type: PlayerType;
  origin: Point;
  rotation: number;
  role?: string;
  pieceId?: string;
  color?: string;
  shape?: ShapeKind;
}

export interface SceneBall {
  id: string;
  origin: Point;
  carrier: string | null;
  inFlight: boolean;
}

/** Everything one drawing shows: a pure value, so the same scene always gives the same markup. */
export interface SceneModel {
  play: Play;
  view: FieldView;
  colours: SceneColours;
  frameIndex: number;
  players: ScenePlayer[];
  balls: SceneBall[];
  pieces: FieldPiece[];
  lines: FrameLine[];
  comments: FieldComment[];
  /** Onion-skin ghosts of nearby frames (football). */
  ghosts: ScenePlayer[];
  /** The title screen's text, when it is showing. */
  title: string | null;
  /** Root attributes for tests and tools (instant, phase). */
  meta: Record<string, string>;
}

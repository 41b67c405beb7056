import { GoalieType, Point, Sideline } from '../../field/field-dimensions';
import { FieldType, PlayType, ShapeKind } from '../../plays/play-kinds';
import { DefenderFrameRole } from '../../sports/defender-roles';
import { SportLine } from '../../sports/sport-lines';
import { FieldPieceType, MoveType, PassType, PlayerType } from './piece-types';

export type { Point };

/** A player as placed before the first frame. Later frames only move it (moves) or change its look (theme). */
export interface InitialPlayer {
  id: string;
  type: PlayerType;
  origin: Point;
  /** Position abbreviation (PG, QB, A ...). */
  role?: string;
  /** Lacrosse slide role at the start of the play. */
  frameRole?: DefenderFrameRole;
  /** The goal (goalie) or line piece this player belongs to. */
  pieceId?: string;
  /** Order along a line piece, 0 first. */
  linePosition?: number;
  color?: string;
  shape?: ShapeKind;
}

/** A ball held by a player; a ball with no carrier lies loose at origin (after a shot with no goalie). */
export interface Ball {
  id: string;
  carrier: string | null;
  origin?: Point;
}

export interface FieldPiece {
  id: string;
  type: FieldPieceType;
  origin: Point;
  /** Degrees, clockwise. Goals face up the field at 0 and down at 180. */
  rotation: number;
  width: number;
  height: number;
  /** Lines only: 2..8, default 3. */
  playerCount?: number;
  /** Goals only. */
  goalieType?: GoalieType;
  goalieVisible?: boolean;
  /** A zone's area follows the last anchor of this move, drawn in frame frameIdx. */
  moveId?: string;
  /** The frame a piece was drawn in; absent or onAllFrames means it is part of the field setup. */
  frameIdx?: number;
  onAllFrames?: boolean;
}

export interface Move {
  id: string;
  type: MoveType;
  /** The moving player. */
  source: string;
  /** Where the player stands when the frame starts (kept in step by the edits). */
  origin: Point;
  /** The path after origin; the last anchor is where the player ends the frame. */
  anchors: Point[];
  curved: boolean;
  /** A player this move runs at (a pick's screened defender, a block's target). */
  target?: string;
  /** A line piece the player joins at the end of the move. */
  targetLine?: string;
  /** A ball the player carries along (dribble). */
  ball?: string;
  /** This move's length relative to the frame's longest move (0..1); every player runs at one speed. */
  lengthRatio?: number;
}

export interface Pass {
  id: string;
  type: PassType;
  ball: string;
  /** The receiving player. */
  target: string;
  /** Field units along the passer's move path where the ball is released (0 without a move). */
  start: number;
  /** Field units along the receiver's move path where the ball is caught. */
  end: number;
  /** The release point (derived from start, kept in step by the edits). */
  origin: Point;
}

export interface Shot {
  id: string;
  ball: string;
  /** The goal piece shot at. */
  target: string;
}

export interface Option {
  id: string;
  source: string;
  target: string;
}

/** A defender (source) guarding an attacker (target). */
export interface Assignment {
  id: string;
  source: string;
  target: string;
}

export interface Slide {
  target: string;
  role: DefenderFrameRole;
}

export interface PlayerRotation {
  target: string;
  rotation: number;
}

export interface FieldComment {
  id: string;
  text: string;
  origin: Point;
  width: number;
  height: number;
}

/** A look change of one player from this frame on. Anything but colour and shape is refused (P002). */
export interface FrameTheme {
  target: string;
  color?: string;
  shape?: ShapeKind;
}

export interface Frame {
  moves: Move[];
  passes: Pass[];
  shots: Shot[];
  options: Option[];
  assignments: Assignment[];
  slides: Slide[];
  playerRotations: PlayerRotation[];
  fieldComments: FieldComment[];
  comment: string;
  theme: FrameTheme[];
  /** Relative length of this frame's animation (1 = one frame at the chosen speed). */
  duration?: number;
}

export interface FieldConfig {
  width: number;
  height: number;
  sideline: Sideline;
}

export interface ViewLayerOptions {
  moves: boolean;
  roles: boolean;
  ids: boolean;
  assignments: boolean;
}

export interface ViewOptions {
  offense: ViewLayerOptions;
  defense: ViewLayerOptions;
  flipField: boolean;
  fieldLines?: 'GOAL' | 'FOOTBALL';
  onionSkin?: boolean;
}

export interface PlayTheme {
  primary: string;
  secondary: string;
}

export interface PlayViewer {
  lastViewed: Date;
}

/** The community play a play was copied from (copyCommunityPlay): shown wherever the copy appears. */
export interface PlayCredit {
  communityPlayId: string;
  name: string;
  /** The author's screen name when the copy was made; null when they had no profile. */
  authorScreenName: string | null;
}

/** 'Copied from <play> by <author>' (without ' by …' when the author had no profile). */
export function creditLine(credit: PlayCredit): string {
  return credit.authorScreenName
    ? `Copied from ${credit.name} by ${credit.authorScreenName}`
    : `Copied from ${credit.name}`;
}

export interface Play {
  id: string;
  name: string;
  description: string;
  tags: string[];
  sport: SportLine;
  type: PlayType;
  fieldType: FieldType;
  /** Only for CUSTOM fields. */
  fieldConfig?: FieldConfig;
  fieldSetup: boolean;
  fieldPieces: FieldPiece[];
  initial: InitialPlayer[];
  balls: Ball[];
  frames: Frame[];
  viewOptions: ViewOptions;
  formationId?: string | null;
  version: 10;
  theme?: PlayTheme;
  createdDate?: Date;
  lastModified?: Date;
  lastUpdated?: Date;
  lastViewed?: Date;
  sharedOn?: Date;
  viewers?: Record<string, PlayViewer>;
  branding?: unknown;
  new?: boolean;
  position?: number;
  playbookId?: string;
  programId?: string;
  proxyTeamId?: string;
  coachOnly?: boolean;
  hidden?: boolean;
  viewerCount?: number;
  sharedBy?: string;
  videoLink?: string;
  thumbnailUrl?: string;
  /** Set by copyCommunityPlay; kept by every later save and by playbook copies of the copy. */
  copiedFrom?: PlayCredit;
}

export const PLAY_DATE_FIELDS = [
  'createdDate',
  'lastModified',
  'lastUpdated',
  'lastViewed',
  'sharedOn',
] as const;

export const DEFAULT_VIEW_OPTIONS: ViewOptions = {
  offense: { moves: true, roles: true, ids: true, assignments: false },
  defense: { moves: true, roles: true, ids: true, assignments: true },
  flipField: false,
};

export function emptyFrame(): Frame {
  return {
    moves: [],
    passes: [],
    shots: [],
    options: [],
    assignments: [],
    slides: [],
    playerRotations: [],
    fieldComments: [],
    comment: '',
    theme: [],
  };
}

import { SportFamily } from '../sports/edition';

/** Play data model version written by this product; older plays are migrated stepwise on load. */
export const CURRENT_PLAY_VERSION = 10;
export const FORMATION_VERSION = 1;
/** Ids of unsaved plays contain this marker. */
export const TEMPORARY_PLAY_ID_MARKER = '__';
export const DEFAULT_FOLDER_NAME = 'New Folder';
/** Spec 2 §4: the playbook shows this many most recent items. */
export const PLAYBOOK_RECENT_ITEMS = 3;

export const EDITOR = {
  /** Players snap to other players' alignment lines within this many field units. */
  alignmentSnapUnits: 10,
  /** A move end attaches to a line, and pen strokes snap, within this many pixels. */
  lineSnapPx: 30,
  penSnapPx: 30,
  dragTolerancePx: 3,
  nudgeUnits: 2,
  nudgeIntervalMs: 100,
  autoscrollEdgePx: 30,
  undoHistory: 100,
  actionLog: 100,
  longPressMs: 250,
  pullToRefreshThreshold: 150,
  pullToRefreshMax: 200,
  /** Pen-drawn shapes need at least this many points. */
  penShapeMinPoints: 4,
  zoomStart: 1,
  zoomMin: 1,
} as const;

const MAX_ZOOM: Record<SportFamily, number> = { basketball: 3, lacrosse: 3, football: 4 };
const MOVEMENT_SPEED: Record<SportFamily, number> = { basketball: 10, lacrosse: 10, football: 3 };
const FRAMES_IN_NEW_PLAY: Record<SportFamily, number> = { basketball: 1, lacrosse: 1, football: 3 };

export function maxZoomOf(family: SportFamily): number {
  return MAX_ZOOM[family];
}

export function movementSpeedOf(family: SportFamily): number {
  return MOVEMENT_SPEED[family];
}

export function framesInNewPlay(family: SportFamily): number {
  return FRAMES_IN_NEW_PLAY[family];
}

export const LINE_PIECE_PLAYERS = { min: 2, max: 8, default: 3 } as const;

/** Offensive/defensive line pieces hold 2..8 players; anything else (including NaN) is clamped. */
export function clampLinePlayerCount(count: number): number {
  if (!Number.isFinite(count)) return LINE_PIECE_PLAYERS.default;
  return Math.min(LINE_PIECE_PLAYERS.max, Math.max(LINE_PIECE_PLAYERS.min, Math.round(count)));
}

export const DEFAULT_SIZES = {
  fieldComment: { width: 150, height: 50 },
  rectangle: { width: 10, height: 5 },
  ellipse: { width: 10, height: 5 },
} as const;

/** Dashed pass-type lines (basketball rebound, lacrosse ground ball). */
export const DASHED_PASS_LINE = { dash: [2, 4] as readonly number[], shortenBy: 12 } as const;

export const PLAY_TAGS_SHOWN_MAX = 10;
/** A tag list offers 'See All' when a play has more than this many tags. */
export const PLAY_TAGS_SEE_ALL_ABOVE = 2;

export const THEME_DEFAULTS = { primary: '#000229', secondary: '#ff4f00' } as const;
export const BALL_COLOUR = 'orangered';

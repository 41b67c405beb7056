import { isOneOf } from '../shared/one-of';

export const PLAY_TYPES = ['HALF_FIELD', 'FULL_FIELD', 'DRILL'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

/** CUSTOM fields carry their own width, height and sideline in the play's fieldConfig. */
export const FIELD_TYPES = ['HALF_FIELD', 'FULL_FIELD', 'CUSTOM'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const PLAY_PIECE_TYPES = [
  'BLUEPLAYER',
  'ORANGEPLAYER',
  'COACH',
  'MOVE',
  'OMOVE',
  'DMOVE',
  'ZONE',
  'BALL',
  'PASS',
  'SHOOT',
  'ASSIGN',
  'OPTION',
  'COMMENT',
  'GOAL',
  'CONE',
  'OLINE',
  'DLINE',
  'RECTANGLE',
  'ELLIPSE',
  'GOALIE',
  'ATTACKER',
  'DEFENDER',
] as const;
export type PlayPieceType = (typeof PLAY_PIECE_TYPES)[number];

export const SHAPE_KINDS = ['CIRCLE', 'RECT', 'STAR', 'TRIANGLE'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

export const PLAYBOOK_TYPES = ['personal', 'team', 'community'] as const;
export type PlaybookType = (typeof PLAYBOOK_TYPES)[number];

export const PLAYBOOK_SORT_OPTIONS = [
  'Default',
  'Name A-Z',
  'Name Z-A',
  'Created Date oldest',
  'Created Date newest',
] as const;
export type PlaybookSortOption = (typeof PLAYBOOK_SORT_OPTIONS)[number];

export const isPlayType = (candidate: unknown): candidate is PlayType => isOneOf(PLAY_TYPES, candidate);
export const isFieldType = (candidate: unknown): candidate is FieldType => isOneOf(FIELD_TYPES, candidate);
export const isPlayPieceType = (candidate: unknown): candidate is PlayPieceType =>
  isOneOf(PLAY_PIECE_TYPES, candidate);

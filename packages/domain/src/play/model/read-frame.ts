import { isOneOf } from '../../shared/one-of';
import { SHAPE_KINDS } from '../../plays/play-kinds';
import { isDefenderFrameRole } from '../../sports/defender-roles';
import { isMoveType, isPassType } from './piece-types';
import {
  Assignment,
  FieldComment,
  Frame,
  FrameTheme,
  Move,
  Option,
  Pass,
  PlayerRotation,
  Shot,
  Slide,
} from './play.types';
import { DEFAULT_SIZES } from '../../plays/editor-constants';
import { Reader } from './readers';
import { LIST_LIMITS, TEXT_LIMITS } from '../../validation/input-limits';

/** Keys a frame theme entry may carry: look changes only (anything else is a player update, P002). */
const LOOK_KEYS = new Set(['target', 'color', 'shape']);

function readMove(r: Reader, value: unknown, path: string): Move | undefined {
  const raw = r.object(value, path);
  if (!raw) return undefined;
  if (!isMoveType(raw['type'])) return r.fail('P001', `${path}.type`, String(raw['type']));
  const id = r.id(raw['id'], `${path}.id`);
  const source = r.id(raw['source'], `${path}.source`);
  const origin = r.point(raw['origin'], `${path}.origin`);
  const anchors = r.each(raw['anchors'], `${path}.anchors`, (a, p) => r.point(a, p), LIST_LIMITS.moveAnchors);
  if (id === undefined || source === undefined || origin === undefined) return undefined;
  const move: Move = {
    id,
    type: raw['type'],
    source,
    origin,
    anchors,
    curved: r.boolean(raw['curved'], `${path}.curved`, false),
  };
  for (const key of ['target', 'targetLine', 'ball'] as const) {
    const ref = r.optionalString(raw[key], `${path}.${key}`);
    if (ref !== undefined) move[key] = ref;
  }
  if (raw['lengthRatio'] !== undefined)
    move.lengthRatio = r.number(raw['lengthRatio'], `${path}.lengthRatio`, 1);
  return move;
}

function readPass(r: Reader, value: unknown, path: string): Pass | undefined {
  const raw = r.object(value, path);
  if (!raw) return undefined;
  const type = raw['type'] ?? 'PASS';
  if (!isPassType(type)) return r.fail('P001', `${path}.type`, String(type));
  const id = r.id(raw['id'], `${path}.id`);
  const ball = r.id(raw['ball'], `${path}.ball`);
  const target = r.id(raw['target'], `${path}.target`);
  const start = r.coordinate(raw['start'] ?? 0, `${path}.start`);
  const end = r.coordinate(raw['end'] ?? 0, `${path}.end`);
  const origin = r.point(raw['origin'], `${path}.origin`);
  if ([id, ball, target, start, end, origin].includes(undefined)) return undefined;
  return { id: id!, type, ball: ball!, target: target!, start: start!, end: end!, origin: origin! };
}

function readLink(
  r: Reader,
  value: unknown,
  path: string,
): { id: string; source: string; target: string } | undefined {
  const raw = r.object(value, path);
  if (!raw) return undefined;
  const id = r.id(raw['id'], `${path}.id`);
  const source = r.id(raw['source'], `${path}.source`);
  const target = r.id(raw['target'], `${path}.target`);
  return id && source && target ? { id, source, target } : undefined;
}

function readShot(r: Reader, value: unknown, path: string): Shot | undefined {
  const raw = r.object(value, path);
  if (!raw) return undefined;
  const id = r.id(raw['id'], `${path}.id`);
  const ball = r.id(raw['ball'], `${path}.ball`);
  const target = r.id(raw['target'], `${path}.target`);
  return id && ball && target ? { id, ball, target } : undefined;
}

function readComment(r: Reader, value: unknown, path: string): FieldComment | undefined {
  const raw = r.object(value, path);
  if (!raw) return undefined;
  const id = r.id(raw['id'], `${path}.id`, 'P003');
  const origin = r.point(raw['origin'], `${path}.origin`);
  const width = r.coordinate(raw['width'] ?? DEFAULT_SIZES.fieldComment.width, `${path}.width`);
  const height = r.coordinate(raw['height'] ?? DEFAULT_SIZES.fieldComment.height, `${path}.height`);
  const text = r.string(raw['text'], `${path}.text`, '', TEXT_LIMITS.comment);
  if ([id, origin, width, height, text].includes(undefined)) return undefined;
  return { id: id!, text: text!, origin: origin!, width: width!, height: height! };
}

function readSlide(r: Reader, value: unknown, path: string): Slide | undefined {
  const raw = r.object(value, path);
  if (!raw) return undefined;
  const target = r.id(raw['target'], `${path}.target`);
  if (!isDefenderFrameRole(raw['role'])) return r.fail('P001', `${path}.role`, String(raw['role']));
  return target ? { target, role: raw['role'] } : undefined;
}

function readRotation(r: Reader, value: unknown, path: string): PlayerRotation | undefined {
  const raw = r.object(value, path);
  if (!raw) return undefined;
  const target = r.id(raw['target'], `${path}.target`);
  const rotation = r.coordinate(raw['rotation'], `${path}.rotation`);
  return target && rotation !== undefined ? { target, rotation } : undefined;
}

function readTheme(r: Reader, value: unknown, path: string): FrameTheme | undefined {
  const raw = r.object(value, path);
  if (!raw) return undefined;
  const extra = Object.keys(raw).filter((key) => !LOOK_KEYS.has(key));
  if (extra.length > 0 && r.frameIndex !== 0) return r.fail('P002', path, extra.join(', '));
  const target = r.id(raw['target'], `${path}.target`);
  if (!target) return undefined;
  const theme: FrameTheme = { target };
  const color = r.optionalString(raw['color'], `${path}.color`);
  if (color !== undefined) theme.color = color;
  if (raw['shape'] !== undefined) {
    if (!isOneOf(SHAPE_KINDS, raw['shape'])) return r.fail('P001', `${path}.shape`, String(raw['shape']));
    theme.shape = raw['shape'];
  }
  return theme;
}

export function readFrame(r: Reader, value: unknown, index: number): Frame | undefined {
  const path = `frames[${index}]`;
  const raw = r.object(value, path);
  if (!raw) return undefined;
  // Players are placed once, before the first frame; a later frame may only change how they look.
  if (index > 0 && (raw['initial'] !== undefined || raw['players'] !== undefined)) {
    r.fail('P002', `${path}.${raw['initial'] !== undefined ? 'initial' : 'players'}`);
  }
  r.frameIndex = index;
  const frame: Frame = {
    moves: r.each(raw['moves'], `${path}.moves`, (v, p) => readMove(r, v, p)),
    passes: r.each(raw['passes'], `${path}.passes`, (v, p) => readPass(r, v, p)),
    shots: r.each(raw['shots'], `${path}.shots`, (v, p) => readShot(r, v, p)),
    options: r.each(raw['options'], `${path}.options`, (v, p): Option | undefined => readLink(r, v, p)),
    assignments: r.each(raw['assignments'], `${path}.assignments`, (v, p): Assignment | undefined =>
      readLink(r, v, p),
    ),
    slides: r.each(raw['slides'], `${path}.slides`, (v, p) => readSlide(r, v, p)),
    playerRotations: r.each(raw['playerRotations'], `${path}.playerRotations`, (v, p) =>
      readRotation(r, v, p),
    ),
    fieldComments: r.each(raw['fieldComments'], `${path}.fieldComments`, (v, p) => readComment(r, v, p)),
    comment: r.string(raw['comment'], `${path}.comment`, '', TEXT_LIMITS.comment) ?? '',
    theme: r.each(raw['theme'], `${path}.theme`, (v, p) => readTheme(r, v, p)),
  };
  if (raw['duration'] !== undefined) {
    const duration = r.coordinate(raw['duration'], `${path}.duration`);
    if (duration !== undefined && duration > 0) frame.duration = duration;
  }
  r.frameIndex = undefined;
  return frame;
}

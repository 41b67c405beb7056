import { CURRENT_PLAY_VERSION } from '../../plays/editor-constants';
import { isFieldType, isPlayType } from '../../plays/play-kinds';
import { isSportLine } from '../../sports/sport-lines';
import { namesImpossibleDay, toDate } from './dates';
import { PlayIssue } from './play-issues';
import {
  DEFAULT_VIEW_OPTIONS,
  FieldConfig,
  Play,
  type PlayCredit,
  PLAY_DATE_FIELDS,
  ViewLayerOptions,
  ViewOptions,
} from './play.types';
import { readFrame } from './read-frame';
import { readBall, readFieldPiece, readInitialPlayer } from './read-field-items';
import { Reader } from './readers';
import { checkReferences } from './play-references';
import { LIST_LIMITS, TEXT_LIMITS } from '../../validation/input-limits';

export type PlayValidation = { ok: true; play: Play } | { ok: false; issues: PlayIssue[] };

/** Optional text fields and their longest value (TEXT_LIMITS). */
const OPTIONAL_STRINGS = {
  playbookId: TEXT_LIMITS.id,
  programId: TEXT_LIMITS.id,
  proxyTeamId: TEXT_LIMITS.id,
  sharedBy: TEXT_LIMITS.id,
  videoLink: TEXT_LIMITS.url,
  thumbnailUrl: TEXT_LIMITS.url,
} as const;
const OPTIONAL_BOOLEANS = ['new', 'coachOnly', 'hidden'] as const;
const OPTIONAL_NUMBERS = ['position', 'viewerCount'] as const;

function readFieldConfig(r: Reader, value: unknown): FieldConfig | undefined {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  const width = raw?.['width'];
  const height = raw?.['height'];
  if (
    typeof width !== 'number' ||
    typeof height !== 'number' ||
    !(width > 0) ||
    !(height > 0) ||
    !Number.isFinite(width + height)
  ) {
    return r.fail('P005', 'fieldConfig', 'a custom field needs a positive width and height');
  }
  const side = (raw?.['sideline'] ?? {}) as Record<string, unknown>;
  const sideline = { top: 0, left: 0, bottom: 0, right: 0 };
  for (const key of ['top', 'left', 'bottom', 'right'] as const) {
    const v = side[key] ?? 0;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      return r.fail('P005', `fieldConfig.sideline.${key}`);
    sideline[key] = v;
  }
  return { width, height, sideline };
}

function readLayer(value: unknown, fallback: ViewLayerOptions): ViewLayerOptions {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const flag = (key: keyof ViewLayerOptions) =>
    typeof raw[key] === 'boolean' ? (raw[key] as boolean) : fallback[key];
  return { moves: flag('moves'), roles: flag('roles'), ids: flag('ids'), assignments: flag('assignments') };
}

/** View options are presentation only: unreadable parts fall back to the defaults instead of refusing the play. */
function readViewOptions(value: unknown): ViewOptions {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const options: ViewOptions = {
    offense: readLayer(raw['offense'], DEFAULT_VIEW_OPTIONS.offense),
    defense: readLayer(raw['defense'], DEFAULT_VIEW_OPTIONS.defense),
    flipField: raw['flipField'] === true,
  };
  if (raw['fieldLines'] === 'GOAL' || raw['fieldLines'] === 'FOOTBALL')
    options.fieldLines = raw['fieldLines'];
  if (typeof raw['onionSkin'] === 'boolean') options.onionSkin = raw['onionSkin'];
  return options;
}

function readDates(r: Reader, raw: Record<string, unknown>, play: Play): void {
  for (const key of PLAY_DATE_FIELDS) {
    if (namesImpossibleDay(raw[key])) r.fail('G001', key, 'a date that exists');
    const date = toDate(raw[key]);
    if (date) play[key] = date;
  }
  if (typeof raw['viewers'] === 'object' && raw['viewers'] !== null) {
    const viewers: NonNullable<Play['viewers']> = {};
    const entries = Object.entries(raw['viewers'] as Record<string, unknown>);
    if (entries.length > LIST_LIMITS.playViewers)
      r.fail('G001', 'viewers', `at most ${LIST_LIMITS.playViewers}`);
    for (const [who, entry] of entries) {
      if (who.length > TEXT_LIMITS.id)
        r.fail('G001', 'viewers', `ids of at most ${TEXT_LIMITS.id} characters`);
      const viewed = (entry as Record<string, unknown> | null)?.['lastViewed'];
      if (namesImpossibleDay(viewed)) r.fail('G001', 'viewers', 'dates that exist');
      const lastViewed = toDate(viewed);
      if (lastViewed) viewers[who] = { lastViewed };
    }
    play.viewers = viewers;
  }
}

/** copiedFrom: the community play's id, its name and its author's screen name (or null). */
function readCredit(r: Reader, value: unknown): PlayCredit | undefined {
  const raw = r.object(value, 'copiedFrom');
  if (!raw) return undefined;
  const communityPlayId = r.string(
    raw['communityPlayId'],
    'copiedFrom.communityPlayId',
    undefined,
    TEXT_LIMITS.id,
  );
  const name = r.string(raw['name'], 'copiedFrom.name', undefined, TEXT_LIMITS.name);
  const author = raw['authorScreenName'];
  const authorScreenName =
    author === null || author === undefined
      ? null
      : r.string(author, 'copiedFrom.authorScreenName', undefined, TEXT_LIMITS.label);
  if (communityPlayId === undefined || name === undefined || authorScreenName === undefined) return undefined;
  return { communityPlayId, name, authorScreenName };
}

/**
 * Validates a version-10 play document (what services check before saving) and returns it typed,
 * with dates as Date. Older documents go through migratePlay first.
 */
export function validatePlay(input: unknown): PlayValidation {
  const r = new Reader();
  const raw = r.object(input, 'play');
  if (!raw) return { ok: false, issues: r.issues };
  if (raw['version'] !== CURRENT_PLAY_VERSION) r.fail('G001', 'version', `expected ${CURRENT_PLAY_VERSION}`);
  const sport = isSportLine(raw['sport']) ? raw['sport'] : r.fail('P005', 'sport', String(raw['sport']));
  const fieldType = isFieldType(raw['fieldType'])
    ? raw['fieldType']
    : r.fail('P005', 'fieldType', String(raw['fieldType']));
  const type = isPlayType(raw['type']) ? raw['type'] : r.fail('G001', 'type', String(raw['type']));
  const fieldConfig = fieldType === 'CUSTOM' ? readFieldConfig(r, raw['fieldConfig']) : undefined;
  const id = r.string(raw['id'], 'id');
  const frames = r.each(
    raw['frames'],
    'frames',
    (v, p) => readFrame(r, v, Number(p.slice(7, -1))),
    LIST_LIMITS.playFrames,
  );
  if (Array.isArray(raw['frames']) && raw['frames'].length === 0)
    r.fail('G001', 'frames', 'a play has at least one frame');
  const play = {
    id,
    name: r.string(raw['name'], 'name', '', TEXT_LIMITS.name),
    description: r.string(raw['description'], 'description', '', TEXT_LIMITS.description),
    tags: r.each(
      raw['tags'],
      'tags',
      (v, p) => r.string(v, p, undefined, TEXT_LIMITS.label),
      LIST_LIMITS.tags,
    ),
    sport,
    type,
    fieldType,
    fieldSetup: r.boolean(raw['fieldSetup'], 'fieldSetup', false),
    fieldPieces: r.each(raw['fieldPieces'], 'fieldPieces', (v, p) => readFieldPiece(r, v, p)),
    initial: r.each(raw['initial'], 'initial', (v, p) => readInitialPlayer(r, v, p)),
    balls: r.each(raw['balls'], 'balls', (v, p) => readBall(r, v, p)),
    frames,
    viewOptions: readViewOptions(raw['viewOptions']),
    version: CURRENT_PLAY_VERSION,
  } as Play;
  if (fieldConfig) play.fieldConfig = fieldConfig;
  if (raw['formationId'] === null) play.formationId = null;
  else if (typeof raw['formationId'] === 'string')
    play.formationId = r.string(raw['formationId'], 'formationId');
  const theme = raw['theme'] as Record<string, unknown> | undefined;
  if (theme && typeof theme['primary'] === 'string' && typeof theme['secondary'] === 'string') {
    const primary = r.string(theme['primary'], 'theme.primary', undefined, TEXT_LIMITS.label);
    const secondary = r.string(theme['secondary'], 'theme.secondary', undefined, TEXT_LIMITS.label);
    if (primary !== undefined && secondary !== undefined) play.theme = { primary, secondary };
  }
  for (const [key, max] of Object.entries(OPTIONAL_STRINGS) as [keyof typeof OPTIONAL_STRINGS, number][])
    if (typeof raw[key] === 'string') play[key] = r.string(raw[key], key, undefined, max);
  for (const key of OPTIONAL_BOOLEANS) if (typeof raw[key] === 'boolean') play[key] = raw[key];
  for (const key of OPTIONAL_NUMBERS) if (typeof raw[key] === 'number') play[key] = raw[key];
  // Kept as it came (older clients' data); bounded as a whole, since its fields are not known.
  if (raw['branding'] !== undefined) {
    if (JSON.stringify(raw['branding']).length > TEXT_LIMITS.description)
      r.fail('G001', 'branding', `at most ${TEXT_LIMITS.description} characters of JSON`);
    else play.branding = raw['branding'];
  }
  if (raw['copiedFrom'] !== undefined && raw['copiedFrom'] !== null) {
    const credit = readCredit(r, raw['copiedFrom']);
    if (credit) play.copiedFrom = credit;
  }
  readDates(r, raw, play);
  if (r.issues.length === 0) r.issues.push(...checkReferences(play));
  return r.issues.length > 0 ? { ok: false, issues: r.issues } : { ok: true, play };
}

import { CURRENT_PLAY_VERSION } from '../../plays/editor-constants';
import { isFieldType, isPlayType } from '../../plays/play-kinds';
import { isSportLine } from '../../sports/sport-lines';
import { toDate } from './dates';
import { PlayIssue } from './play-issues';
import {
  DEFAULT_VIEW_OPTIONS,
  FieldConfig,
  Play,
  PLAY_DATE_FIELDS,
  ViewLayerOptions,
  ViewOptions,
} from './play.types';
import { readFrame } from './read-frame';
import { readBall, readFieldPiece, readInitialPlayer } from './read-field-items';
import { Reader } from './readers';
import { checkReferences } from './play-references';

export type PlayValidation = { ok: true; play: Play } | { ok: false; issues: PlayIssue[] };

const OPTIONAL_STRINGS = [
  'playbookId',
  'programId',
  'proxyTeamId',
  'sharedBy',
  'videoLink',
  'thumbnailUrl',
] as const;
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

function readDates(raw: Record<string, unknown>, play: Play): void {
  for (const key of PLAY_DATE_FIELDS) {
    const date = toDate(raw[key]);
    if (date) play[key] = date;
  }
  if (typeof raw['viewers'] === 'object' && raw['viewers'] !== null) {
    const viewers: NonNullable<Play['viewers']> = {};
    for (const [who, entry] of Object.entries(raw['viewers'] as Record<string, unknown>)) {
      const lastViewed = toDate((entry as Record<string, unknown> | null)?.['lastViewed']);
      if (lastViewed) viewers[who] = { lastViewed };
    }
    play.viewers = viewers;
  }
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
  const frames = r.each(raw['frames'], 'frames', (v, p) => readFrame(r, v, Number(p.slice(7, -1))));
  if (Array.isArray(raw['frames']) && raw['frames'].length === 0)
    r.fail('G001', 'frames', 'a play has at least one frame');
  const play = {
    id,
    name: r.string(raw['name'], 'name', ''),
    description: r.string(raw['description'], 'description', ''),
    tags: r.each(raw['tags'], 'tags', (v, p) => r.string(v, p)),
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
  if (typeof raw['formationId'] === 'string' || raw['formationId'] === null)
    play.formationId = raw['formationId'];
  const theme = raw['theme'] as Record<string, unknown> | undefined;
  if (theme && typeof theme['primary'] === 'string' && typeof theme['secondary'] === 'string') {
    play.theme = { primary: theme['primary'], secondary: theme['secondary'] };
  }
  for (const key of OPTIONAL_STRINGS) if (typeof raw[key] === 'string') play[key] = raw[key];
  for (const key of OPTIONAL_BOOLEANS) if (typeof raw[key] === 'boolean') play[key] = raw[key];
  for (const key of OPTIONAL_NUMBERS) if (typeof raw[key] === 'number') play[key] = raw[key];
  if (raw['branding'] !== undefined) play.branding = raw['branding'];
  readDates(raw, play);
  if (r.issues.length === 0) r.issues.push(...checkReferences(play));
  return r.issues.length > 0 ? { ok: false, issues: r.issues } : { ok: true, play };
}

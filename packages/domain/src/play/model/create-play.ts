import { TEMPORARY_PLAY_ID_MARKER, CURRENT_PLAY_VERSION } from '../../plays/editor-constants';
import { FieldType, PlayType } from '../../plays/play-kinds';
import { FOOTBALL_STARTING_FORMATION } from '../../formations';
import { SportLine, sportFamilyOf } from '../../sports/sport-lines';
import { applyFormation } from '../edits/formation.edits';
import { newPlayFrames } from './new-play-frames';
import { defaultGoals } from './play-field';
import { DEFAULT_VIEW_OPTIONS, Play } from './play.types';

export interface NewPlayOptions {
  /** Defaults to a fresh temporary id (it contains '__', so the play counts as unsaved). */
  id?: string;
  name?: string;
  now?: Date;
}

export function temporaryPlayId(): string {
  return `play${TEMPORARY_PLAY_ID_MARKER}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export function isTemporaryPlayId(id: string): boolean {
  return id.includes(TEMPORARY_PLAY_ID_MARKER);
}

/** Football fields are always whole; a drill elsewhere is drawn on a half field. */
function fieldTypeFor(line: SportLine, type: PlayType): FieldType {
  if (sportFamilyOf(line) === 'football') return 'FULL_FIELD';
  return type === 'FULL_FIELD' ? 'FULL_FIELD' : 'HALF_FIELD';
}

/**
 * A new, unsaved play at frame 0: basketball and lacrosse start with one empty frame and the
 * default goals; football starts with three frames, the Starting formation, one ball held by the
 * centre and a snap to the quarterback in frame 1.
 */
export function createNewPlay(line: SportLine, type: PlayType, options: NewPlayOptions = {}): Play {
  const now = options.now ?? new Date();
  const fieldType = fieldTypeFor(line, type);
  const goals = defaultGoals(line, fieldType);
  const play: Play = {
    id: options.id ?? temporaryPlayId(),
    name: options.name ?? '',
    description: '',
    tags: [],
    sport: line,
    type,
    fieldType,
    fieldSetup: false,
    fieldPieces: goals.pieces,
    initial: goals.goalies,
    balls: [],
    frames: newPlayFrames(line, goals.goalies, []),
    viewOptions: DEFAULT_VIEW_OPTIONS,
    formationId: null,
    version: CURRENT_PLAY_VERSION,
    new: true,
    createdDate: now,
    lastModified: now,
  };
  return sportFamilyOf(line) === 'football' ? applyFormation(play, FOOTBALL_STARTING_FORMATION) : play;
}

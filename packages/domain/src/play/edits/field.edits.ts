import { AppError } from '../../errors/app-error';
import { Sideline } from '../../field/field-dimensions';
import { FieldType } from '../../plays/play-kinds';
import { newPlayFrames } from '../model/new-play-frames';
import { clampInField, defaultGoals, fieldOf } from '../model/play-field';
import { Play } from '../model/play.types';
import { normalisePlay } from './normalise';
import { removePlayer } from './players.edits';

/** Clears the field: only the default goals (and goalies) stay, with fresh frames. */
export function clearField(play: Play): Play {
  const goals = defaultGoals(play.sport, play.fieldType === 'CUSTOM' ? 'CUSTOM' : play.fieldType);
  return {
    ...play,
    fieldPieces: goals.pieces,
    initial: goals.goalies,
    balls: [],
    formationId: null,
    frames: newPlayFrames(play.sport, goals.goalies, []),
  };
}

export interface CustomField {
  width: number;
  height: number;
  sideline?: Partial<Sideline>;
}

/**
 * Switches between half, full and custom fields. Pieces and goalies reset to the new field's
 * defaults (line players leave with their lines); other players are clamped into the new field.
 * A custom field stores its width and height (P005 when they are not positive numbers).
 */
export function changeFieldType(play: Play, fieldType: FieldType, custom?: CustomField): Play {
  let next: Play = play;
  const onPieces = play.initial.filter((p) => p.pieceId !== undefined);
  for (const player of onPieces) next = removePlayer(next, player.id);
  const { fieldConfig: _old, ...rest } = next;
  const base: Play = { ...rest, fieldType };
  if (fieldType === 'CUSTOM') {
    const width = custom?.width ?? NaN;
    const height = custom?.height ?? NaN;
    if (!(width > 0 && height > 0 && Number.isFinite(width + height))) throw new AppError('P005');
    base.fieldConfig = {
      width,
      height,
      sideline: { top: 0, left: 0, bottom: 0, right: 0, ...custom?.sideline },
    };
  }
  const goals = defaultGoals(play.sport, fieldType);
  const field = fieldOf(base);
  return normalisePlay({
    ...base,
    fieldPieces: goals.pieces,
    initial: [
      ...goals.goalies,
      ...base.initial.map((p) => ({ ...p, origin: clampInField(p.origin, field) })),
    ],
  });
}

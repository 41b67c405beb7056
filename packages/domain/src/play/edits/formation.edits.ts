import { fieldDimensionsOf, Point } from '../../field/field-dimensions';
import { FormationTemplate, formationAnchor } from '../../formations';
import { playTagsOf } from '../../plays/play-tags';
import { sportFamilyOf } from '../../sports/sport-lines';
import { newPlayFrames } from '../model/new-play-frames';
import { clampInField, defaultGoals, fieldOf } from '../model/play-field';
import { Ball, FieldPiece, InitialPlayer, Play } from '../model/play.types';
import { normalisePlay } from './normalise';

/** A built-in template, or a formation saved in a playbook (which may carry its own pieces). */
export type FormationSource = Pick<
  FormationTemplate,
  'id' | 'attributes' | 'anchorType' | 'initial' | 'balls'
> & {
  fieldPieces?: readonly FieldPiece[];
};

function anchorOf(play: Play, formation: FormationSource): Point {
  const dims = fieldDimensionsOf(play.sport);
  if (play.fieldType === 'CUSTOM') {
    const field = fieldOf(play);
    return { x: field.width / 2, y: field.height / 2 };
  }
  return formationAnchor(formation, dims, play.fieldType);
}

/**
 * Applies a formation: its attributes become the play's tags (those the sport offers), its players
 * are placed from the anchor (goal or centre) and clamped in the field, the field pieces are the
 * formation's own or the default goals, its balls are placed, and every frame is reset.
 */
export function applyFormation(play: Play, formation: FormationSource): Play {
  const field = fieldOf(play);
  const anchor = anchorOf(play, formation);
  const goals = defaultGoals(play.sport, play.fieldType);
  const fieldPieces = formation.fieldPieces ? [...formation.fieldPieces] : goals.pieces;
  const goalies = formation.fieldPieces ? [] : goals.goalies;
  const players: InitialPlayer[] = formation.initial.map((p) => {
    const player: InitialPlayer = {
      id: p.id,
      type: p.type,
      origin: clampInField({ x: anchor.x + p.origin.x, y: anchor.y + p.origin.y }, field),
    };
    if (p.role !== undefined) player.role = p.role;
    return player;
  });
  const balls: Ball[] = formation.balls.map((b) => ({ id: b.id, carrier: b.carrier }));
  const offered = playTagsOf(sportFamilyOf(play.sport));
  const initial = [...goalies, ...players];
  return normalisePlay({
    ...play,
    tags: formation.attributes.filter((tag) => offered.includes(tag)),
    formationId: formation.id,
    fieldPieces,
    initial,
    balls,
    frames: newPlayFrames(play.sport, initial, balls),
  });
}

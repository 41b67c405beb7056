import type { AnchorType, FieldPiece, FormationSource, Point, SportLine } from '@chalktalk/domain';

/** A formation as search/formations answers it (services/playbook README): saved ones carry their playbookId. */
export interface SearchedFormation {
  id: string;
  name: string;
  sport: SportLine;
  attributes: string[];
  description: string;
  anchorType: AnchorType;
  initial: Array<{ id: string; type: 'BLUEPLAYER' | 'ORANGEPLAYER'; origin: Point; role?: string }>;
  fieldPieces: unknown[];
  balls: Array<{ id: string; carrier: string }>;
  version: 1;
  /** null for the built-in formations the search also answers. */
  playbookId: string | null;
  createdDate: string | null;
}

/**
 * The service's search rule, applied to the built-in formations as the user types: every word of the
 * query, case-insensitively, somewhere in the name, the attributes or the description.
 */
export function matchesFormationQuery(
  query: string,
  formation: { name: string; attributes: readonly string[]; description: string },
): boolean {
  const text = [formation.name, ...formation.attributes, formation.description].join(' ').toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** The user's own formations for this sport line from a search answer (built-ins are listed locally). */
export function savedFormationsFor(
  answer: readonly SearchedFormation[],
  sport: SportLine,
): SearchedFormation[] {
  return answer.filter((formation) => formation.playbookId !== null && formation.sport === sport);
}

/**
 * A saved formation as the domain applies it. A saved formation without pieces keeps the field's
 * default goals (and their goalies) instead of clearing them.
 */
export function savedFormationSource(formation: SearchedFormation): FormationSource {
  const source: FormationSource = {
    id: formation.id,
    attributes: formation.attributes,
    anchorType: formation.anchorType,
    initial: formation.initial,
    balls: formation.balls,
  };
  if (formation.fieldPieces.length > 0) source.fieldPieces = formation.fieldPieces as FieldPiece[];
  return source;
}

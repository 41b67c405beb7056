import { Point } from '../field/field-dimensions';
import { SportLine } from '../sports/sport-lines';

/** GOAL: offsets are measured from the defended goal; CENTER: from the field's centre (football). */
export type AnchorType = 'GOAL' | 'CENTER';

export interface FormationPlayer {
  id: string;
  type: 'BLUEPLAYER' | 'ORANGEPLAYER';
  /** Offset from the anchor, in field units: +x to the right, +y towards the near end line. */
  origin: Point;
  /** Position abbreviation; set in football only. */
  role?: string;
}

export interface FormationBall {
  id: string;
  /** Id of the FormationPlayer holding the ball. */
  carrier: string;
}

/** A built-in formation as shipped with the product (user formations live in the playbook service). */
export interface FormationTemplate {
  id: string;
  name: string;
  sportLines: readonly SportLine[];
  attributes: readonly string[];
  description: string;
  anchorType: AnchorType;
  initial: readonly FormationPlayer[];
  balls: readonly FormationBall[];
  version: 1;
}

export function bluePlayers(
  prefix: string,
  offsets: readonly (readonly [number, number])[],
): FormationPlayer[] {
  return offsets.map(([x, y], index) => ({
    id: `${prefix}-${index + 1}`,
    type: 'BLUEPLAYER',
    origin: { x, y },
  }));
}

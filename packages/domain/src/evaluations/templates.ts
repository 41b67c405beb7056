import type { SportFamily } from '../sports/edition';
import type { MeasurementQuantity, MeasurementUnit } from './measurements';
import { type CriterionWeights, defaultPositionWeights, evenWeights } from './position-weights';
import { DEFAULT_RATING_SECTIONS, RATING_CRITERIA, type RatingSection } from './rating-criteria';
import { RATING_SCALE_INFO, type RatingScale } from './rating-scales';

/** One rating section of a template and the criteria it holds, in the order the form shows them. */
export interface TemplateSection {
  name: RatingSection;
  criteria: string[];
}

/** A measured field (a 40-yard time, height, vertical): stored in SI, shown and typed in `unit`. */
export interface MeasuredField {
  id: string;
  label: string;
  quantity: MeasurementQuantity;
  unit: MeasurementUnit;
}

/** What a coach edits; the service adds id, version, dates. */
export interface EvaluationTemplateBody {
  name: string;
  scoreScale: RatingScale;
  sections: TemplateSection[];
  /** Position → criterion → weight (0..WEIGHT_MAX). Criteria missing for a position weigh 1. */
  positionWeights: Record<string, CriterionWeights>;
  measuredFields: MeasuredField[];
  active: boolean;
}

/** Where each criterion sits by default (every criterion of every family is placed). */
const SECTION_OF: Record<SportFamily, Record<RatingSection, readonly string[]>> = {
  basketball: {
    Athleticism: ['speed', 'jump', 'agility', 'strength', 'conditioning'],
    Skills: [
      'dribble',
      'inside scoring',
      'mid-range scoring',
      '3-point scoring',
      'offensive rebound',
      'defensive rebound',
      'catch',
      'steal',
      'on-ball defense',
      'off-ball defense',
      'block',
    ],
    Awareness: ['court vision', 'offense IQ', 'defense IQ'],
    Intangibles: ['grit'],
  },
  football: {
    Athleticism: ['speed', 'agility', 'strength', 'endurance'],
    Skills: [
      'throwing accuracy',
      'arm strength',
      'catching',
      'tackling',
      'blocking',
      'position technique',
      'ball security',
    ],
    Awareness: ['football IQ', 'communication'],
    Intangibles: ['leadership', 'effort'],
  },
  lacrosse: {
    Athleticism: ['speed', 'agility', 'strength'],
    Skills: ['stick strong', 'stick weak', 'shoot strong', 'shoot weak', 'groundballs', 'checking', 'saving'],
    Awareness: ['offense IQ', 'defense IQ', 'offense transition', 'defense transition', 'communication'],
    Intangibles: ['grit'],
  },
};

/** The edition's criteria grouped into the four default sections, in the spec's order within each. */
export function defaultSections(family: SportFamily): TemplateSection[] {
  return DEFAULT_RATING_SECTIONS.map((name) => ({
    name,
    criteria: RATING_CRITERIA[family].filter((criterion) => SECTION_OF[family][name].includes(criterion)),
  }));
}

/** Measured fields a new template starts with; the coach adds, removes or changes units. */
export function defaultMeasuredFields(family: SportFamily): MeasuredField[] {
  const height: MeasuredField = { id: 'height', label: 'Height', quantity: 'length', unit: 'feet/inches' };
  const weight: MeasuredField = { id: 'weight', label: 'Weight', quantity: 'weight', unit: 'lbs' };
  if (family === 'football')
    return [height, weight, { id: 'forty', label: '40-yard dash', quantity: 'time', unit: 'SS.sss' }];
  if (family === 'basketball')
    return [
      height,
      weight,
      { id: 'vertical', label: 'Vertical jump', quantity: 'length', unit: 'feet/inches' },
    ];
  return [height, weight, { id: 'shot', label: 'Shot speed', quantity: 'speed', unit: 'mph' }];
}

export function defaultTemplate(
  family: SportFamily,
  scoreScale: RatingScale = 'FIVE_POINT',
): EvaluationTemplateBody {
  return {
    name: 'Player evaluation',
    scoreScale,
    sections: defaultSections(family),
    positionWeights: defaultPositionWeights(family),
    measuredFields: defaultMeasuredFields(family),
    active: true,
  };
}

export function templateCriteria(template: Pick<EvaluationTemplateBody, 'sections'>): string[] {
  return template.sections.flatMap((section) => section.criteria);
}

/** The weights that apply to a player at `position`: the template's for it, else every criterion even. */
export function weightsForPosition(
  template: Pick<EvaluationTemplateBody, 'sections' | 'positionWeights'>,
  position: string | null | undefined,
): CriterionWeights {
  const criteria = templateCriteria(template);
  const even = evenWeights(criteria);
  const own = position ? template.positionWeights[position] : undefined;
  if (!own) return even;
  return Object.fromEntries(criteria.map((c) => [c, own[c] ?? even[c]!]));
}

/**
 * The overall rating of one evaluation, 0..100: the weighted mean of the scored criteria (weights of the player's
 * position) as a share of the scale's maximum, rounded to a whole number. Criteria left unscored do not count;
 * null when nothing with a weight above 0 was scored. 0..100 so ratings written on five- and ten-point templates
 * compare and average on the roster.
 */
export function overallRating(
  template: Pick<EvaluationTemplateBody, 'sections' | 'positionWeights' | 'scoreScale'>,
  position: string | null | undefined,
  scores: Readonly<Record<string, number>>,
): number | null {
  const weights = weightsForPosition(template, position);
  let sum = 0;
  let total = 0;
  for (const [criterion, weight] of Object.entries(weights)) {
    const score = scores[criterion];
    if (score === undefined || weight <= 0) continue;
    sum += score * weight;
    total += weight;
  }
  if (total === 0) return null;
  return Math.round((sum / total / RATING_SCALE_INFO[template.scoreScale].max) * 100);
}

/** Mean score of each section over its scored criteria, on the template's scale (one decimal); null if none. */
export function sectionScores(
  template: Pick<EvaluationTemplateBody, 'sections'>,
  scores: Readonly<Record<string, number>>,
): Array<{ section: RatingSection; score: number | null }> {
  return template.sections.map((section) => {
    const scored = section.criteria.map((c) => scores[c]).filter((s): s is number => s !== undefined);
    const score = scored.length
      ? Math.round((scored.reduce((a, b) => a + b, 0) / scored.length) * 10) / 10
      : null;
    return { section: section.name, score };
  });
}

export interface RatingAgreement {
  /** Mean of the ratings, rounded to a whole number; null without ratings. */
  average: number | null;
  /** Population standard deviation, one decimal: how far the coaches disagree (0 = one voice). */
  spread: number | null;
  /** Lowest and highest rating given. */
  min: number | null;
  max: number | null;
  count: number;
}

/** Average and disagreement of several coaches' overall ratings of one player (each coach's latest counts once). */
export function ratingAgreement(ratings: readonly number[]): RatingAgreement {
  if (ratings.length === 0) return { average: null, spread: null, min: null, max: null, count: 0 };
  const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
  const variance = ratings.reduce((a, r) => a + (r - mean) ** 2, 0) / ratings.length;
  return {
    average: Math.round(mean),
    spread: Math.round(Math.sqrt(variance) * 10) / 10,
    min: Math.min(...ratings),
    max: Math.max(...ratings),
    count: ratings.length,
  };
}

import { SPORT_FAMILIES } from '../sports/edition';
import { defaultPositionWeights } from './position-weights';
import { RATING_CRITERIA } from './rating-criteria';
import {
  defaultSections,
  defaultTemplate,
  overallRating,
  ratingAgreement,
  sectionScores,
  weightsForPosition,
} from './templates';

describe('evaluation templates', () => {
  it.each(SPORT_FAMILIES)('places every %s criterion in exactly one of the four sections', (family) => {
    const placed = defaultSections(family).flatMap((s) => s.criteria);
    expect([...placed].sort()).toEqual([...RATING_CRITERIA[family]].sort());
    expect(defaultSections(family).map((s) => s.name)).toEqual([
      'Athleticism',
      'Skills',
      'Awareness',
      'Intangibles',
    ]);
  });

  it('weighs a point guard on dribble and vision, a goalkeeper not on shooting', () => {
    const basketball = defaultPositionWeights('basketball');
    expect(basketball['point guard']!.dribble).toBe(3);
    expect(basketball['point guard']!.block).toBe(1);
    const lacrosse = defaultPositionWeights('lacrosse');
    expect(lacrosse.goalkeeper!.saving).toBe(3);
    expect(lacrosse.goalkeeper!['shoot strong']).toBe(0);
    expect(lacrosse.attack!.saving).toBe(0);
  });

  it('uses even weights for a player without a position', () => {
    const weights = weightsForPosition(defaultTemplate('football'), '');
    expect(new Set(Object.values(weights))).toEqual(new Set([1]));
    expect(Object.keys(weights)).toHaveLength(15);
  });
});

describe('overall rating', () => {
  const template = defaultTemplate('basketball', 'FIVE_POINT');

  it('is the weighted mean of the scored criteria as a share of the scale, 0..100', () => {
    const all = Object.fromEntries(RATING_CRITERIA.basketball.map((c) => [c, 4]));
    expect(overallRating(template, 'center', all)).toBe(80);
    // A point guard scored 5 on his key criteria (weight 3) and 1 elsewhere rates above an even mean.
    const scores = { ...Object.fromEntries(RATING_CRITERIA.basketball.map((c) => [c, 1])), dribble: 5 };
    const guard = overallRating(template, 'point guard', scores)!;
    const none = overallRating(template, null, scores)!;
    expect(guard).toBeGreaterThan(none);
  });

  it('ignores unscored criteria and criteria weighing 0; null when nothing counts', () => {
    const lacrosse = defaultTemplate('lacrosse', 'TEN_POINT');
    expect(overallRating(lacrosse, 'attack', { saving: 10 })).toBeNull();
    expect(overallRating(lacrosse, 'attack', { saving: 10, speed: 7 })).toBe(70);
    expect(overallRating(lacrosse, 'attack', {})).toBeNull();
  });

  it('averages each section on the scale', () => {
    expect(sectionScores(template, { speed: 4, jump: 5, grit: 3 })).toEqual([
      { section: 'Athleticism', score: 4.5 },
      { section: 'Skills', score: null },
      { section: 'Awareness', score: null },
      { section: 'Intangibles', score: 3 },
    ]);
  });

  it('reports several coaches as an average and a spread', () => {
    expect(ratingAgreement([70, 80, 90])).toEqual({ average: 80, spread: 8.2, min: 70, max: 90, count: 3 });
    expect(ratingAgreement([75])).toEqual({ average: 75, spread: 0, min: 75, max: 75, count: 1 });
    expect(ratingAgreement([]).average).toBeNull();
  });
});

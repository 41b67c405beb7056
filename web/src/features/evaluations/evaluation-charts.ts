import { RATING_SCALE_INFO, sectionScores } from '@chalktalk/domain';
import type { Evaluation, PlayerEvaluations, TemplateRevisions } from './evaluations.types';

/** The template revision an evaluation was written with (undefined when the answer lacks it). */
export function revisionOf(revisions: TemplateRevisions, evaluation: Evaluation) {
  return revisions[evaluation.templateId]?.[String(evaluation.templateVersion)];
}

/** Each coach's latest evaluation (the one that counts in the average). */
export function latestPerCoach(evaluations: readonly Evaluation[]): Evaluation[] {
  const latest = new Map<string, Evaluation>();
  for (const evaluation of evaluations) {
    const seen = latest.get(evaluation.authorId);
    if (!seen || seen.lastModified < evaluation.lastModified) latest.set(evaluation.authorId, evaluation);
  }
  return [...latest.values()];
}

/**
 * Radar data: per section, the mean over the coaches' latest evaluations of the section's mean score as a
 * percentage of the scale (five- and ten-point templates compare), rounded.
 */
export function sectionRadar(data: Pick<PlayerEvaluations, 'evaluations' | 'templateRevisions'>) {
  const sums = new Map<string, { total: number; count: number }>();
  for (const evaluation of latestPerCoach(data.evaluations)) {
    const template = revisionOf(data.templateRevisions, evaluation);
    if (!template) continue;
    const max = RATING_SCALE_INFO[template.scoreScale].max;
    for (const { section, score } of sectionScores(template, evaluation.scores)) {
      const entry = sums.get(section) ?? { total: 0, count: 0 };
      if (score !== null) {
        entry.total += (score / max) * 100;
        entry.count += 1;
      }
      sums.set(section, entry);
    }
  }
  return [...sums.entries()].map(([section, { total, count }]) => ({
    section,
    score: count ? Math.round(total / count) : 0,
  }));
}

/** Trend data: every saved version of every evaluation with a rating, oldest first. */
export function ratingTrend(data: Pick<PlayerEvaluations, 'evaluations' | 'history'>) {
  const names = new Map(data.evaluations.map((e) => [e.id, e.authorName]));
  return Object.entries(data.history)
    .flatMap(([id, versions]) =>
      versions
        .filter((v) => v.overallRating !== null)
        .map((v) => ({ savedAt: v.savedAt, rating: v.overallRating!, coach: names.get(id) ?? '' })),
    )
    .sort((a, b) => a.savedAt.localeCompare(b.savedAt))
    .map((point) => ({
      ...point,
      date: new Date(point.savedAt).toLocaleString(undefined, {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
    }));
}

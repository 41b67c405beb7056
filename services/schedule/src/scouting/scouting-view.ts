import { scoutingFigures, scoutingQuickStats } from '@chalktalk/domain';
import type { ScoutingReportEntity } from './scouting-report.entity';

/** A report as the calls answer it: the entered totals plus every figure computed from them. */
export function scoutingReportView(report: ScoutingReportEntity) {
  return {
    id: report.id,
    eventId: report.eventId,
    teamId: report.teamId,
    sport: report.sport,
    ncaaYear: report.ncaaYear,
    stats: report.stats,
    figures: scoutingFigures(report.sport, report.stats),
    quickStats: scoutingQuickStats(report.sport, report.stats),
    personnel: report.personnel,
    summary: report.summary,
    published: report.published,
    publishedAt: report.publishedAt?.toISOString() ?? null,
    publishedBy: report.publishedBy,
    createdBy: report.createdBy,
    createdAt: report.createdAt.toISOString(),
    updatedBy: report.updatedBy,
    updatedAt: report.updatedAt.toISOString(),
  };
}

import type { PersonnelEntry, ScoutingFigure, ScoutingStatInput, SportFamily } from '@chalktalk/domain';
import type { ScheduleEvent } from '../schedule.types';

export interface ScoutingReportFields {
  ncaaYear: number;
  stats: Record<string, number>;
  personnel: PersonnelEntry[];
  summary: string;
}

export interface ScoutingReport extends ScoutingReportFields {
  id: string;
  eventId: string;
  sport: SportFamily;
  figures: ScoutingFigure[];
  quickStats: ScoutingFigure[];
  published: boolean;
  publishedAt: string | null;
  updatedAt: string;
}

export interface ScoutingAnswer {
  event: ScheduleEvent;
  canEdit: boolean;
  sport: SportFamily;
  ncaaYearDefault: number;
  statInputs: ScoutingStatInput[];
  report: ScoutingReport | null;
}

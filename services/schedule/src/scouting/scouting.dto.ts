import { SCOUTING_STAT_MAX, TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';
import { id, object } from '../events/dto/events.dto';

/** Opponent players one report may list (a full roster with room to spare). */
export const PERSONNEL_MAX = 40;
/** Stat keys one report may carry (the longest sport list has 24). */
const STATS_MAX = 40;

const text = (max: number) => z.string().trim().max(max);

const filmUrl = text(TEXT_LIMITS.url).refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), {
  error: 'A film link starts with http:// or https://',
});

export const personnelEntrySchema = z
  .object({
    jersey: text(3).default(''),
    name: text(TEXT_LIMITS.accountName).min(1, { error: 'A player needs a name' }),
    position: text(TEXT_LIMITS.label).default(''),
    matchup: text(TEXT_LIMITS.accountName).default(''),
    description: text(TEXT_LIMITS.description).default(''),
    stats: text(TEXT_LIMITS.comment).default(''),
    filmUrl: filmUrl.default(''),
  })
  .strict();

export const scoutingRefSchema = object({ teamId: id('team'), eventId: id('event') });

export const saveScoutingReportSchema = object({
  teamId: id('team'),
  eventId: id('event'),
  report: z
    .object({
      ncaaYear: z.number().int().min(2000).max(2100),
      stats: z
        .record(z.string().max(TEXT_LIMITS.label), z.number().int().min(0).max(SCOUTING_STAT_MAX))
        .refine((stats) => Object.keys(stats).length <= STATS_MAX, { error: 'Too many stats' }),
      personnel: z.array(personnelEntrySchema).max(PERSONNEL_MAX),
      summary: text(TEXT_LIMITS.description).default(''),
    })
    .strict(),
});

export type SaveScoutingReportInput = z.infer<typeof saveScoutingReportSchema>;

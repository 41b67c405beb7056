import { Inject, Injectable } from '@nestjs/common';
import { SCHEDULE_CONFIG, type ScheduleConfig } from '../config';
import { calendarAnswerJson, type CalendarAnswerHead } from './calendar-answer';
import { CalendarFragmentCache } from './calendar-fragment-cache';
import { fragmentsFromRows, mergeFragments, type CalendarFragment } from './calendar-fragments';
import { EventsRepository } from './events.repository';

/** What a month read is for: the teams, the window [from, to), the caller (their own answers) and the answer's zone. */
export interface CalendarWindow {
  teamIds: string[];
  from: Date;
  to: Date;
  userId: string;
  timeZone: string;
}

/** At most this many cells a month answer (the limit of the one month statement, kept). */
export const CALENDAR_CELL_LIMIT = 5000;

/**
 * The month calendar's cells as JSON text (club scale, issue 15), read through per-team fragments: one cheap
 * statement reads the teams' versions; a team whose fragment for this caller, window and zone was read at the same
 * version is served from memory; the others' cells come from the month statement restricted to them, labelled with
 * the versions read in that statement; then every fragment's cells merge in (start, id) order, as the one statement
 * answers. Between two reads of a club month almost nothing changes, so the read is mostly the version check and
 * the merge instead of 4,400 cells built by Postgres; when no team changed, not even the merge (the last answer is
 * kept). Callers check authorization first, on every call.
 * CALENDAR_CACHE_BYTES=0 reads with the one statement (CALENDAR_CELLS_SQL).
 */
@Injectable()
export class CalendarReader {
  private readonly cache: CalendarFragmentCache | null;

  constructor(
    private readonly events: EventsRepository,
    @Inject(SCHEDULE_CONFIG) config: ScheduleConfig,
  ) {
    this.cache =
      config.CALENDAR_CACHE_BYTES > 0 ? new CalendarFragmentCache(config.CALENDAR_CACHE_BYTES) : null;
  }

  /**
   * getCalendar's answer as UTF-8 bytes (calendarAnswerJson: `head` plus the cells). When every team's version, the
   * teams and the head are what the caller's last answer for this window was built from, the same bytes are sent
   * again: kept as a Buffer (outside the JavaScript heap, written to the socket as they are), a warm read allocates
   * nothing the size of the answer.
   */
  async answerJson(head: CalendarAnswerHead, window: CalendarWindow): Promise<Buffer> {
    const { teamIds, from, to, userId, timeZone } = window;
    if (!this.cache || teamIds.length === 0)
      return Buffer.from(calendarAnswerJson(head, await this.cellsJson(window)));
    const versions = await this.events.calendarVersions(teamIds);
    const key = `${userId} ${from.getTime()} ${to.getTime()} ${timeZone} ${teamIds[0]!} ${teamIds.length}`;
    const signature = `${JSON.stringify(head)}\n${teamIds.map((t) => `${t}=${versions.get(t) ?? ''}`).join(',')}`;
    const same = this.cache.getAnswer(key, signature);
    if (same !== undefined) return same;
    const answer = Buffer.from(calendarAnswerJson(head, await this.merged(this.cache, versions, window)));
    this.cache.setAnswer(key, signature, answer);
    return answer;
  }

  /** The cells alone as JSON array text, through the fragments (or the one statement when the cache is off). */
  async cellsJson(window: CalendarWindow): Promise<string> {
    const { teamIds, from, to, userId, timeZone } = window;
    if (!this.cache) return this.events.calendarCellsJson(teamIds, from, to, userId, timeZone);
    if (teamIds.length === 0) return '[]';
    return this.merged(this.cache, await this.events.calendarVersions(teamIds), window);
  }

  private async merged(
    cache: CalendarFragmentCache,
    versions: Map<string, string>,
    { teamIds, from, to, userId, timeZone }: CalendarWindow,
  ): Promise<string> {
    const fragments: CalendarFragment[] = [];
    const stale: string[] = [];
    for (const teamId of teamIds) {
      const cached = cache.get({ userId, teamId, from, to, timeZone }, versions.get(teamId) ?? null);
      if (cached) fragments.push(cached);
      else stale.push(teamId);
    }
    if (stale.length > 0) {
      const rows = await this.events.calendarFragmentRows(stale, from, to, userId, timeZone);
      for (const [teamId, fragment] of fragmentsFromRows(rows)) {
        cache.set({ userId, teamId, from, to, timeZone }, fragment);
        fragments.push(fragment);
      }
    }
    return mergeFragments(fragments, CALENDAR_CELL_LIMIT);
  }

  /** The cache's bytes and fragments held (null when off): for the tests and the benchmark's figures. */
  get usage(): { bytes: number; fragments: number } | null {
    return this.cache?.usage ?? null;
  }
}

import { Injectable } from '@nestjs/common';
import { PreparedSql } from '@chalktalk/platform';
import { DataSource, EntityManager, In } from 'typeorm';
import { RsvpEntity } from '../rsvp/rsvp.entity';
import { CustomEventTypeEntity } from './custom-event-type.entity';
import { EventEntity } from './event.entity';
import { CALENDAR_CELLS_SQL, CALENDAR_FRAGMENTS_SQL, CALENDAR_VERSIONS_SQL } from './calendar-cells.sql';
import type { CalendarFragmentRow } from './calendar-fragments';
import type { RsvpSummary } from './event-view';

export interface ListedEvent {
  event: EventEntity;
  myRsvp: string | null;
  rsvpCounts: RsvpSummary;
}

interface ListedRow {
  id: string;
  my_rsvp: string | null;
  going: number;
  maybe: number;
  not_going: number;
}

@Injectable()
export class EventsRepository {
  constructor(
    private readonly db: DataSource,
    private readonly sql: PreparedSql,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  find(teamId: string, eventId: string, manager: EntityManager = this.db.manager) {
    return manager.getRepository(EventEntity).findOneBy({ id: eventId, teamId });
  }

  /** The event locked for an edit. */
  findForUpdate(manager: EntityManager, teamId: string, eventId: string) {
    return manager
      .getRepository(EventEntity)
      .createQueryBuilder('e')
      .setLock('pessimistic_write')
      .where('e.id = :eventId AND e.team_id = :teamId', { eventId, teamId })
      .getOne();
  }

  findManyForUpdate(manager: EntityManager, teamId: string, eventIds: string[]) {
    return manager
      .getRepository(EventEntity)
      .createQueryBuilder('e')
      .setLock('pessimistic_write')
      .where('e.id IN (:...eventIds) AND e.team_id = :teamId', { eventIds, teamId })
      .orderBy('e.start_at')
      .getMany();
  }

  /**
   * The events an answer goes to, locked in id order: the RSVP count triggers update these rows, and one lock order
   * for every answer makes two answers to overlapping events wait for each other instead of deadlocking.
   */
  findManyForAnswer(manager: EntityManager, teamId: string, eventIds: string[]) {
    return manager
      .getRepository(EventEntity)
      .createQueryBuilder('e')
      .setLock('pessimistic_write')
      .where('e.id IN (:...eventIds) AND e.team_id = :teamId', { eventIds, teamId })
      .orderBy('e.id')
      .getMany();
  }

  save(manager: EntityManager, events: EventEntity[]) {
    return manager.getRepository(EventEntity).save(events);
  }

  async delete(manager: EntityManager, eventIds: string[]): Promise<void> {
    if (eventIds.length > 0) await manager.getRepository(EventEntity).delete({ id: In(eventIds) });
  }

  /**
   * A page of the team's events with the caller's answer and the answer counts: from now on in time order, or the
   * past newest first. The cursor is the last row's (start, id).
   */
  async page(
    teamId: string,
    userId: string,
    opts: { past: boolean; now: Date; limit: number; after?: { startAt: Date; id: string } },
  ): Promise<ListedEvent[]> {
    const qb = this.db
      .getRepository(EventEntity)
      .createQueryBuilder('e')
      .where('e.team_id = :teamId', { teamId })
      .limit(opts.limit);
    if (opts.past) {
      qb.andWhere('e.end_at < :now', { now: opts.now })
        .orderBy('e.start_at', 'DESC')
        .addOrderBy('e.id', 'DESC');
      if (opts.after) qb.andWhere('(e.start_at, e.id) < (:afterStart, :afterId)', afterParams(opts.after));
    } else {
      qb.andWhere('e.end_at >= :now', { now: opts.now })
        .orderBy('e.start_at', 'ASC')
        .addOrderBy('e.id', 'ASC');
      if (opts.after) qb.andWhere('(e.start_at, e.id) > (:afterStart, :afterId)', afterParams(opts.after));
    }
    const events = await qb.getMany();
    return this.withRsvps(events, userId);
  }

  /** Events of the teams that overlap [from, to), in time order. */
  async between(teamIds: string[], from: Date, to: Date, userId: string): Promise<ListedEvent[]> {
    if (teamIds.length === 0) return [];
    const events = await this.db
      .getRepository(EventEntity)
      .createQueryBuilder('e')
      .where('e.team_id IN (:...teamIds)', { teamIds })
      .andWhere('e.start_at < :to AND e.end_at > :from', { from, to })
      .orderBy('e.start_at', 'ASC')
      .addOrderBy('e.id', 'ASC')
      .limit(5000)
      .getMany();
    return this.withRsvps(events, userId);
  }

  /**
   * The month calendar's cells, the events of the teams that overlap [from, to) in time order, as one JSON array
   * text built by Postgres (CALENDAR_CELLS_SQL: what goes in a cell and why). One named prepared statement: the
   * counts are kept on the event row and the caller's own answers come from the (team, user) index.
   */
  async calendarCellsJson(
    teamIds: string[],
    from: Date,
    to: Date,
    userId: string,
    timeZone: string,
  ): Promise<string> {
    if (teamIds.length === 0) return '[]';
    const [row] = await this.sql.query<{ cells: string }>(CALENDAR_CELLS_SQL, [
      teamIds,
      from,
      to,
      userId,
      timeZone,
    ]);
    return row!.cells;
  }

  /** The teams' calendar versions (migration 1764900000700); a team that never had an event has none. */
  async calendarVersions(teamIds: string[]): Promise<Map<string, string>> {
    if (teamIds.length === 0) return new Map();
    const rows = await this.sql.query<{ team_id: string; version: string }>(CALENDAR_VERSIONS_SQL, [teamIds]);
    return new Map(rows.map((row) => [row.team_id, row.version]));
  }

  /**
   * The teams' calendar cells one row each, with their sort key and their team's version read in the same
   * statement (CALENDAR_FRAGMENTS_SQL); a team without a cell in the window answers one row with a NULL cell.
   */
  calendarFragmentRows(
    teamIds: string[],
    from: Date,
    to: Date,
    userId: string,
    timeZone: string,
  ): Promise<CalendarFragmentRow[]> {
    return this.sql.query<CalendarFragmentRow>(CALENDAR_FRAGMENTS_SQL, [teamIds, from, to, userId, timeZone]);
  }

  private async withRsvps(events: EventEntity[], userId: string): Promise<ListedEvent[]> {
    if (events.length === 0) return [];
    const rows: ListedRow[] = await this.db.query(
      `SELECT r.event_id AS id,
              max(CASE WHEN r.user_id = $2 THEN r.status END) AS my_rsvp,
              count(*) FILTER (WHERE r.status = 'GOING')::int AS going,
              count(*) FILTER (WHERE r.status = 'MAYBE')::int AS maybe,
              count(*) FILTER (WHERE r.status = 'NOTGOING')::int AS not_going
         FROM schedule_rsvps r
        WHERE r.event_id = ANY($1::uuid[])
        GROUP BY r.event_id`,
      [events.map((e) => e.id), userId],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return events.map((event) => {
      const row = byId.get(event.id);
      return {
        event,
        myRsvp: row?.my_rsvp ?? null,
        rsvpCounts: { GOING: row?.going ?? 0, MAYBE: row?.maybe ?? 0, NOTGOING: row?.not_going ?? 0 },
      };
    });
  }

  rsvpsOf(eventId: string, manager: EntityManager = this.db.manager) {
    return manager.getRepository(RsvpEntity).find({ where: { eventId }, order: { answeredAt: 'ASC' } });
  }

  // Custom event types

  customTypes(teamId: string) {
    return this.db.getRepository(CustomEventTypeEntity).find({ where: { teamId }, order: { name: 'ASC' } });
  }

  customType(teamId: string, id: string, manager: EntityManager = this.db.manager) {
    return manager.getRepository(CustomEventTypeEntity).findOneBy({ teamId, id });
  }

  async customTypesById(ids: string[]): Promise<Map<string, CustomEventTypeEntity>> {
    if (ids.length === 0) return new Map();
    const types = await this.db.getRepository(CustomEventTypeEntity).findBy({ id: In(ids) });
    return new Map(types.map((t) => [t.id, t]));
  }

  async customTypeNamed(teamId: string, name: string, exceptId?: string) {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM custom_event_types WHERE team_id = $1 AND lower(name) = lower($2)`,
      [teamId, name],
    );
    return rows.some((row) => row.id !== exceptId);
  }

  saveCustomType(type: CustomEventTypeEntity) {
    return this.db.getRepository(CustomEventTypeEntity).save(type);
  }

  deleteCustomType(teamId: string, id: string) {
    return this.db.getRepository(CustomEventTypeEntity).delete({ teamId, id });
  }

  /** The team's most used location names in its events (favourite locations), most used first. */
  async topLocations(teamId: string, limit: number) {
    const rows: { name: string; location: unknown; uses: number }[] = await this.db.query(
      `SELECT location_name AS name, (array_agg(location ORDER BY updated_at DESC))[1] AS location,
              count(*)::int AS uses
         FROM schedule_events
        WHERE team_id = $1 AND location_name IS NOT NULL AND location_name <> ''
        GROUP BY location_name
        ORDER BY uses DESC, max(updated_at) DESC
        LIMIT $2`,
      [teamId, limit],
    );
    return rows;
  }
}

const afterParams = (after: { startAt: Date; id: string }) => ({
  afterStart: after.startAt,
  afterId: after.id,
});

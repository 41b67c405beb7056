import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { ScheduleAccess } from '../access/schedule-access';
import {
  type FoundPlace,
  PLACE_RESULTS,
  PLACES_PORT,
  type PlacesPort,
  PlacesUnavailable,
} from './places.port';

/**
 * Place search for the event form: the team's own saved places (locations of its events) that match come first,
 * then the places port; 5 results at most. A port failure is G009 unless saved places already answer.
 */
@Injectable()
export class PlacesService {
  private readonly logger = new Logger(PlacesService.name);

  constructor(
    private readonly db: DataSource,
    private readonly access: ScheduleAccess,
    @Inject(PLACES_PORT) private readonly port: PlacesPort,
  ) {}

  async search(user: AuthUser, teamId: string, query: string) {
    const context = await this.access.editor(user, teamId);
    const saved = await this.saved(context.teamId, query);
    let found: FoundPlace[] = [];
    if (saved.length < PLACE_RESULTS) {
      try {
        found = await this.port.search(query, PLACE_RESULTS);
      } catch (e) {
        if (!(e instanceof PlacesUnavailable)) throw e;
        this.logger.warn(`places search failed: ${e.message}`);
        if (saved.length === 0) throw new AppError('G009');
      }
    }
    const names = new Set(saved.map((p) => p.name.toLowerCase()));
    const places = [
      ...saved.map((p) => ({ ...p, saved: true })),
      ...found.filter((p) => !names.has(p.name.toLowerCase())).map((p) => ({ ...p, saved: false })),
    ].slice(0, PLACE_RESULTS);
    return { places };
  }

  /** The team's event locations whose name contains the text, most used first. */
  private async saved(teamId: string, query: string) {
    const rows: { name: string; location: { placeId?: string; lat?: number; lng?: number } | null }[] =
      await this.db.query(
        `SELECT location_name AS name, (array_agg(location ORDER BY updated_at DESC))[1] AS location
           FROM schedule_events
          WHERE team_id = $1 AND location_name ILIKE '%' || $2 || '%' ESCAPE '\\'
          GROUP BY location_name
          ORDER BY count(*) DESC, max(updated_at) DESC
          LIMIT $3`,
        [teamId, query.replace(/[\\%_]/g, (c) => `\\${c}`), PLACE_RESULTS],
      );
    return rows.map((row) => ({
      placeId: row.location?.placeId ?? '',
      name: row.name,
      address: 'Saved place',
      lat: row.location?.lat ?? null,
      lng: row.location?.lng ?? null,
    }));
  }
}

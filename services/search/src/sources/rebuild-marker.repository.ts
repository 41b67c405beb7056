import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** A marker older than this belongs to a rebuild that died: a new rebuild may take over. */
export const STALE_REBUILD_MS = 60 * 60 * 1000;

/**
 * The rebuild marker (search_rebuild) shared by every replica through the search database. Writers read it
 * FOR SHARE in their transaction; setting or clearing it takes the row's exclusive lock, so it waits for every
 * writer that read the old value to commit. After `set` returns, every write lands in the target too; a write
 * that committed before is in search_sources, which the rebuild copies afterwards.
 */
@Injectable()
export class RebuildMarkerRepository {
  constructor(private readonly db: DataSource) {}

  /** The running rebuild's target, read in the writer's transaction (held until it commits). */
  async target(manager: EntityManager): Promise<string | undefined> {
    const [row] = (await manager.query(`SELECT target FROM search_rebuild WHERE id = 1 FOR SHARE`)) as {
      target: string | null;
    }[];
    return row?.target ?? undefined;
  }

  /**
   * Claims the marker: under the row's exclusive lock (no writer in between), `create` makes the new generation
   * and the marker names it. Undefined when another rebuild holds it and has not gone stale.
   */
  claim(create: () => Promise<string>): Promise<string | undefined> {
    return this.db.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT target IS NOT NULL AND started_at >= clock_timestamp() - $1 * interval '1 millisecond' AS busy
           FROM search_rebuild WHERE id = 1 FOR UPDATE`,
        [STALE_REBUILD_MS],
      )) as { busy: boolean }[];
      if (!row || row.busy) return undefined;
      const target = await create();
      await manager.query(
        `UPDATE search_rebuild SET target = $1, started_at = clock_timestamp() WHERE id = 1`,
        [target],
      );
      return target;
    });
  }

  /** Ends the rebuild named `target` (waits for writers still writing both). */
  async release(target: string): Promise<void> {
    await this.db.query(
      `UPDATE search_rebuild SET target = NULL, started_at = NULL WHERE id = 1 AND target = $1`,
      [target],
    );
  }
}

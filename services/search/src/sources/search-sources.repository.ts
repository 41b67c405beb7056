import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SearchDocument } from '../index/search-document';

/**
 * search_sources: the last state each source event left of every document (tombstones for deleted ones), in
 * the search database. A rebuild reads the index's content from here, never from another service's database.
 */
@Injectable()
export class SearchSourcesRepository {
  constructor(private readonly db: DataSource) {}

  async put(manager: EntityManager, docs: SearchDocument[]): Promise<void> {
    if (docs.length === 0) return;
    await manager.query(
      `INSERT INTO search_sources AS s (id, kind, version, deleted, document, updated_at)
       SELECT x.id, x.kind, x.version, false, x.document, clock_timestamp()
         FROM jsonb_to_recordset($1::jsonb) AS x(id text, kind text, version bigint, document jsonb)
       ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, version = EXCLUDED.version, deleted = false,
         document = EXCLUDED.document, updated_at = EXCLUDED.updated_at
       WHERE s.version <= EXCLUDED.version`,
      [
        JSON.stringify(
          docs.map((doc) => ({ id: doc.id, kind: doc.kind, version: doc.version, document: doc })),
        ),
      ],
    );
  }

  async remove(manager: EntityManager, ids: string[], version: number): Promise<void> {
    if (ids.length === 0) return;
    await manager.query(
      `INSERT INTO search_sources AS s (id, kind, version, deleted, document, updated_at)
       SELECT id, split_part(id, ':', 1), $2::bigint, true, NULL, clock_timestamp() FROM unnest($1::text[]) AS id
       ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, deleted = true, document = NULL,
         updated_at = EXCLUDED.updated_at
       WHERE s.version <= EXCLUDED.version`,
      [ids, version],
    );
  }

  async get(manager: EntityManager, id: string): Promise<SearchDocument | undefined> {
    const [row] = (await manager.query(`SELECT document FROM search_sources WHERE id = $1 AND NOT deleted`, [
      id,
    ])) as { document: SearchDocument }[];
    return row?.document;
  }

  /** Every live document in id order, `batch` at a time (keyset paging: no long transaction, no offset scans). */
  async *documents(batch: number): AsyncGenerator<SearchDocument[]> {
    let after = '';
    for (;;) {
      const rows = (await this.db.query(
        `SELECT id, document FROM search_sources WHERE id > $1 AND NOT deleted ORDER BY id LIMIT $2`,
        [after, batch],
      )) as { id: string; document: SearchDocument }[];
      if (rows.length === 0) return;
      yield rows.map((row) => row.document);
      after = rows[rows.length - 1]!.id;
    }
  }
}

import { Injectable } from '@nestjs/common';
import { PreparedSql, splitRow } from '@chalktalk/platform';
import { DataSource, EntityManager, In } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { PlayEntity } from './play.entity';
import { PlaybookEntryEntity } from './playbook-entry.entity';

export interface ListedPlay {
  entry: PlaybookEntryEntity;
  play: PlayEntity;
}

/** Prefix of the play's columns in a row that joins an entry and its play. */
const PLAY = 'play.';

@Injectable()
export class PlaysRepository {
  constructor(
    private readonly db: DataSource,
    private readonly sql: PreparedSql,
  ) {}

  /**
   * Every play listed in the playbook with its document, in one prepared statement (inside `manager`'s
   * transaction when it has one).
   */
  async listed(playbookId: string, manager?: EntityManager): Promise<ListedPlay[]> {
    const rows = await this.sql.query(
      `SELECT ${this.sql.columns(PlaybookEntryEntity, 'e')}, ${this.sql.columns(PlayEntity, 'p', PLAY)}
         FROM playbook_entries e JOIN plays p ON p.id = e.play_id
        WHERE e.playbook_id = $1::uuid
        ORDER BY e.created_date, e.play_id`,
      [playbookId],
      manager,
    );
    return rows.map((row) => {
      const [entry, play] = splitRow<PlaybookEntryEntity, PlayEntity>(row, PLAY);
      return { entry, play };
    });
  }

  /** Id and creation date of every play listed in the playbook (what the free-plays rule needs), no documents. */
  listedCreationDates(playbookId: string): Promise<{ id: string; createdDate: Date }[]> {
    return this.sql.query<{ id: string; createdDate: Date }>(
      `SELECT p.id, p.created_date AS "createdDate"
         FROM playbook_entries e JOIN plays p ON p.id = e.play_id
        WHERE e.playbook_id = $1::uuid`,
      [playbookId],
    );
  }

  findEntry(
    playbookId: string,
    playId: string,
    manager: EntityManager = this.db.manager,
  ): Promise<PlaybookEntryEntity | null> {
    return manager.getRepository(PlaybookEntryEntity).findOneBy({ playbookId, playId });
  }

  findEntries(playbookId: string, playIds: string[], manager: EntityManager = this.db.manager) {
    return manager.getRepository(PlaybookEntryEntity).findBy({ playbookId, playId: In(playIds) });
  }

  findPlay(id: string, manager: EntityManager = this.db.manager): Promise<PlayEntity | null> {
    return manager.getRepository(PlayEntity).findOneBy({ id });
  }

  /**
   * A new play and its entry in one prepared statement (atomic on its own), inside `manager`'s transaction when
   * given (saveNewPlay's, which also appends the PlayChanged event).
   */
  async insertNewPlay(play: PlayEntity, entry: PlaybookEntryEntity, manager?: EntityManager): Promise<void> {
    await this.sql.query(
      `WITH play AS (
         INSERT INTO plays (id, playbook_id, document, version, created_by, created_date, last_modified)
         VALUES ($1::uuid, $2::uuid, $3::jsonb, $4::int, $5::uuid, $6::timestamptz, $7::timestamptz)
       )
       INSERT INTO playbook_entries
         (playbook_id, play_id, src_playbook_id, folder_id, position, coach_only, proxy_team_id, shared_by, created_date)
       VALUES ($8::uuid, $1::uuid, $9::uuid, $10::uuid, $11::int, $12::boolean, $13::uuid, $14::uuid, $15::timestamptz)`,
      [
        play.id,
        play.playbookId,
        JSON.stringify(play.document),
        play.version,
        play.createdBy,
        play.createdDate,
        play.lastModified,
        entry.playbookId,
        entry.srcPlaybookId,
        entry.folderId,
        entry.position,
        entry.coachOnly,
        entry.proxyTeamId,
        entry.sharedBy,
        entry.createdDate,
      ],
      manager,
    );
  }

  async insertPlay(manager: EntityManager, play: PlayEntity, entry: PlaybookEntryEntity): Promise<void> {
    // jsonb documents are plain objects; TypeORM's deep-partial type cannot express Record<string, unknown>.
    await manager.getRepository(PlayEntity).insert(play as QueryDeepPartialEntity<PlayEntity>);
    await manager.getRepository(PlaybookEntryEntity).insert(entry);
  }

  async updateDocument(
    manager: EntityManager,
    id: string,
    document: Record<string, unknown>,
    lastModified: Date,
  ): Promise<void> {
    await manager
      .getRepository(PlayEntity)
      .update({ id }, { document, version: 10, lastModified } as QueryDeepPartialEntity<PlayEntity>);
  }

  /** Removes the play everywhere: entries, shares, links and viewer records cascade. */
  async deletePlay(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(PlayEntity).delete({ id });
  }

  async upsertEntry(manager: EntityManager, entry: PlaybookEntryEntity): Promise<void> {
    await manager.getRepository(PlaybookEntryEntity).upsert(entry, ['playbookId', 'playId']);
  }

  async deleteEntries(manager: EntityManager, playbookId: string, playIds: string[]): Promise<void> {
    if (playIds.length === 0) return;
    await manager.getRepository(PlaybookEntryEntity).delete({ playbookId, playId: In(playIds) });
  }

  async placeEntry(
    manager: EntityManager,
    playbookId: string,
    playId: string,
    place: { folderId?: string | null; position?: number | null },
  ): Promise<void> {
    await manager.getRepository(PlaybookEntryEntity).update({ playbookId, playId }, place);
  }
}

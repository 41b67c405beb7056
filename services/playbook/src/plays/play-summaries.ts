import { Injectable } from '@nestjs/common';
import { loadPlay } from '@chalktalk/domain';
import { PreparedSql, splitRow } from '@chalktalk/platform';
import { type PlaySummary, summaryOf } from '../playbooks/playbook-view';
import { PlaybookEntryEntity } from './playbook-entry.entity';

/** Playbooks whose play summaries this replica keeps (least recently listed dropped first). */
const MAX_PLAYBOOKS = 1000;

export interface ListedSummary {
  entry: PlaybookEntryEntity;
  /** The play's own creation time (the free-plays rule). */
  createdDate: Date;
  /** What the list shows of the play; undefined for a stored play that no longer loads. */
  play: PlaySummary | undefined;
}

interface Known {
  /** The play row's version: `id/xmin`. Postgres gives a row a new xmin with every committed change. */
  rowVersion: string;
  play: PlaySummary | undefined;
}

const ENTRY = 'entry.';

/**
 * The plays of a playbook as the list screen shows them, without sending, parsing and migrating every play
 * document on every call (that was a fifth of getMyPlaybook's CPU, issue 12). This replica remembers each listed
 * play's summary with the version of the play row it came from (`xmin`, which every committed update changes);
 * the statement sends the versions it holds and Postgres returns the document only of a play whose row is not
 * at that version any more (or is new to this replica). So an answer is never older than the database at the
 * time of the read, on any replica, and one statement still answers the list.
 */
@Injectable()
export class PlaySummaries {
  private readonly byPlaybook = new Map<string, Map<string, Known>>();

  constructor(private readonly sql: PreparedSql) {}

  async listed(playbookId: string): Promise<ListedSummary[]> {
    const rows = await this.sql.query<PlayRow & Record<string, unknown>>(
      `SELECT ${this.sql.columns(PlaybookEntryEntity, 'e', ENTRY)},
              p.id AS "playId", p.created_date AS "createdDate", p.id::text || '/' || p.xmin::text AS "rowVersion",
              CASE WHEN p.id::text || '/' || p.xmin::text = ANY ($2::text[]) THEN NULL ELSE p.document END AS "document"
         FROM playbook_entries e JOIN plays p ON p.id = e.play_id
        WHERE e.playbook_id = $1::uuid
        ORDER BY e.created_date, e.play_id`,
      [playbookId, this.versionsHeld(playbookId)],
    );
    return this.summarise(
      playbookId,
      rows.map((row) => {
        const [rest, entry] = splitRow<PlayRow, PlaybookEntryEntity>(row, ENTRY);
        return { ...rest, entry };
      }),
    );
  }

  /**
   * The same list as one JSON value, for a statement that reads more than the plays (PlaybookListRead): the
   * playbook is `playbookId` (an SQL expression), the row versions this replica holds the text[] parameter
   * `versions` (`versionsHeld`). `fromJson` takes its rows.
   */
  listJson(playbookId: string, versions: string): string {
    return `coalesce((SELECT json_agg(json_build_object(
              'entry', ${this.sql.jsonObject(PlaybookEntryEntity, 'e')},
              'playId', p.id,
              'createdDate', floor(extract(epoch FROM p.created_date) * 1000)::bigint,
              'rowVersion', p.id::text || '/' || p.xmin::text,
              'document', CASE WHEN p.id::text || '/' || p.xmin::text = ANY (${versions}) THEN NULL ELSE p.document END
            ) ORDER BY e.created_date, e.play_id)
              FROM playbook_entries e JOIN plays p ON p.id = e.play_id
             WHERE e.playbook_id = ${playbookId}), '[]'::json)`;
  }

  /** The rows of `listJson`, as `summarise` takes them. */
  fromJson(
    rows: (Omit<PlayRow, 'entry' | 'createdDate'> & {
      entry: Record<string, unknown>;
      createdDate: number;
    })[],
  ): PlayRow[] {
    return rows.map((row) => ({
      entry: this.sql.fromJson(PlaybookEntryEntity, row.entry),
      playId: row.playId,
      createdDate: new Date(row.createdDate),
      rowVersion: row.rowVersion,
      document: row.document,
    }));
  }

  /** The row versions of the plays this replica holds summaries of, for the statement to leave their documents out. */
  versionsHeld(playbookId: string): string[] {
    return [...(this.byPlaybook.get(playbookId)?.values() ?? [])].map((k) => k.rowVersion);
  }

  /** The listed plays with their summaries: from a document when one came, else the one held for the version. */
  summarise(playbookId: string, rows: PlayRow[]): ListedSummary[] {
    const known = this.byPlaybook.get(playbookId) ?? new Map<string, Known>();
    const next = new Map<string, Known>();
    const listed = rows.map((row) => {
      const held = known.get(row.playId);
      let play: PlaySummary | undefined;
      if (row.document === null && held?.rowVersion === row.rowVersion) play = held.play;
      else {
        const loaded = loadPlay(row.document);
        play = loaded.ok ? summaryOf(loaded.play) : undefined;
      }
      next.set(row.playId, { rowVersion: row.rowVersion, play });
      return { entry: row.entry, createdDate: row.createdDate, play };
    });
    this.byPlaybook.delete(playbookId);
    this.byPlaybook.set(playbookId, next);
    if (this.byPlaybook.size > MAX_PLAYBOOKS) {
      this.byPlaybook.delete(this.byPlaybook.keys().next().value as string);
    }
    return listed;
  }
}

/** One listed play as the statement reads it: the document only when this replica does not hold its version. */
export interface PlayRow {
  entry: PlaybookEntryEntity;
  playId: string;
  createdDate: Date;
  rowVersion: string;
  document: Record<string, unknown> | null;
}

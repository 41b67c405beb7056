import { Injectable } from '@nestjs/common';
import type { TeamRole } from '@chalktalk/domain';
import { PreparedSql } from '@chalktalk/platform';
import { FolderEntity } from '../folders/folder.entity';
import { type ListedSummary, PlaySummaries } from '../plays/play-summaries';
import { effectiveTeamRole } from '../team-projection/program-admin-role';
import type { TeamAccess } from '../team-projection/team-projection.service';
import { TeamProjectionEntity } from '../team-projection/team-projection.entity';
import { MEMBERSHIPS_OF_USER } from '../team-projection/team-projection.repository';
import { PlaybookEntity } from './playbook.entity';

/** Owners and teams whose playbook id this replica remembers (to send the row versions it holds; oldest dropped). */
const MAX_REMEMBERED = 10_000;

/** What the list screen of a playbook needs, read in one statement. */
interface ListData {
  playbook: PlaybookEntity | null;
  /** The listed plays with their summaries (empty without a playbook). */
  plays: ListedSummary[];
  folders: FolderEntity[];
}

export interface PersonalListData extends ListData {
  /** The user's memberships with role and paid state (the full-access rule). */
  memberships: { teamId: string; role: TeamRole; paid: boolean }[];
  personalUnlimited: boolean;
}

export interface TeamListData extends ListData {
  access: TeamAccess | undefined;
  viewed: Set<string>;
}

type Json = Record<string, unknown>;
type PlayJson = Parameters<PlaySummaries['fromJson']>[0][number];

/**
 * getMyPlaybook and getTeamPlaybook in one statement each (issue 12): Postgres builds one JSON value with the
 * playbook, its listed plays (PlaySummaries: documents only of plays this replica holds no summary of), its folders
 * and what the rules need (personal: the user's memberships and Personal Unlimited; team: the team with the user's
 * role and the plays the user has viewed). Before, a read was five statements in two round trips; every statement
 * is a socket write and a Postgres wake-up, the largest items of a read's profile. The access rules still run on
 * what was read, before anything is answered (PlaybookAccess, PlaybooksService).
 */
@Injectable()
export class PlaybookListRead {
  /** Personal playbook id by owner, learned from the last read, for the row versions to send with the next. */
  private readonly personalOf = new Map<string, string>();
  /** Team playbook id by team (a team has one playbook for its life), likewise. */
  private readonly teamPlaybookOf = new Map<string, string>();

  constructor(
    private readonly sql: PreparedSql,
    private readonly summaries: PlaySummaries,
  ) {}

  /** The statement of `personal`, built once (PreparedSql). */
  private readonly personalStatement = (): string =>
    `WITH pb AS (SELECT b.* FROM playbooks b WHERE b.type = 'personal' AND b.owner_id = $1::uuid)
       SELECT json_build_object(
                'playbook', (SELECT ${this.sql.jsonObject(PlaybookEntity, 'b')} FROM pb b),
                'plays', ${this.summaries.listJson('(SELECT pb.id FROM pb)', '$2::text[]')},
                'folders', ${this.foldersJson('(SELECT pb.id FROM pb)')},
                'memberships', coalesce((SELECT json_agg(ms) FROM (${MEMBERSHIPS_OF_USER}) ms), '[]'::json),
                'personalUnlimited', EXISTS (SELECT 1 FROM personal_unlimited_states s
                                              WHERE s.owner_id = $1::uuid AND s.paid)
              ) AS "data"`;

  /** The personal playbook's list for user $1; `playbook` null when the user has none yet. */
  async personal(userId: string): Promise<PersonalListData> {
    const [{ data }] = await this.sql.query<{ data: Json }>(this.personalStatement, [
      userId,
      this.heldFor(this.personalOf, userId),
    ]);
    const list = this.list(data);
    if (list.playbook) remember(this.personalOf, userId, list.playbook.id);
    return {
      ...list,
      memberships: data.memberships as PersonalListData['memberships'],
      personalUnlimited: data.personalUnlimited as boolean,
    };
  }

  /** The statement of `team`, built once (PreparedSql). */
  private readonly teamStatement = (): string =>
    `WITH pb AS (SELECT b.* FROM playbooks b WHERE b.type = 'team' AND b.team_id = $2::uuid)
       SELECT json_build_object(
                'team', (SELECT ${this.sql.jsonObject(TeamProjectionEntity, 't')}
                           FROM team_projections t WHERE t.team_id = $2::uuid),
                'memberRole', (SELECT m.role FROM team_member_projections m
                                WHERE m.team_id = $2::uuid AND m.user_id = $1::uuid),
                'playbook', (SELECT ${this.sql.jsonObject(PlaybookEntity, 'b')} FROM pb b),
                'plays', ${this.summaries.listJson('(SELECT pb.id FROM pb)', '$3::text[]')},
                'folders', ${this.foldersJson('(SELECT pb.id FROM pb)')},
                'viewed', coalesce((SELECT json_agg(v.play_id) FROM play_viewers v
                                     WHERE v.team_id = $2::uuid AND v.user_id = $1::uuid), '[]'::json)
              ) AS "data"`;

  /** The team playbook's list of team $2 as user $1 sees it; `access` undefined for an unknown team. */
  async team(userId: string, teamId: string): Promise<TeamListData> {
    const [{ data }] = await this.sql.query<{ data: Json }>(this.teamStatement, [
      userId,
      teamId,
      this.heldFor(this.teamPlaybookOf, teamId),
    ]);
    const list = this.list(data);
    if (list.playbook) remember(this.teamPlaybookOf, teamId, list.playbook.id);
    const team = data.team ? this.sql.fromJson(TeamProjectionEntity, data.team as Json) : undefined;
    const memberRole = (data.memberRole as TeamRole | null) ?? undefined;
    return {
      ...list,
      access: team ? { team, role: effectiveTeamRole(memberRole, userId, team.programAdminIds) } : undefined,
      viewed: new Set(data.viewed as string[]),
    };
  }

  private foldersJson(playbookId: string): string {
    return `coalesce((SELECT json_agg(${this.sql.jsonObject(FolderEntity, 'f')} ORDER BY f.created_date, f.id)
              FROM playbook_folders f WHERE f.playbook_id = ${playbookId}), '[]'::json)`;
  }

  /** The row versions this replica holds for the playbook last read under `key` (none the first time). */
  private heldFor(playbookOf: Map<string, string>, key: string): string[] {
    const playbookId = playbookOf.get(key);
    return playbookId ? this.summaries.versionsHeld(playbookId) : [];
  }

  /** The playbook, its plays (summarised; PlaySummaries keeps what it learned) and its folders. */
  private list(data: Json): ListData {
    const playbook = data.playbook ? this.sql.fromJson(PlaybookEntity, data.playbook as Json) : null;
    const rows = this.summaries.fromJson(data.plays as PlayJson[]);
    return {
      playbook,
      plays: playbook ? this.summaries.summarise(playbook.id, rows) : [],
      folders: (data.folders as Json[]).map((folder) => this.sql.fromJson(FolderEntity, folder)),
    };
  }
}

function remember(playbookOf: Map<string, string>, key: string, playbookId: string): void {
  playbookOf.delete(key);
  playbookOf.set(key, playbookId);
  if (playbookOf.size > MAX_REMEMBERED) playbookOf.delete(playbookOf.keys().next().value as string);
}

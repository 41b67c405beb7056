/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely; each expect states the shape it needs. */
import { createNewPlay } from '@chalktalk/domain';
import { ServiceHarness, type TestAnswer } from '@chalktalk/platform/testing';
import { randomUUID } from 'node:crypto';
import { createPlaybookApp } from '../src/app';
import { loadPlaybookConfig } from '../src/config';
import { PlaybooksService } from '../src/playbooks/playbooks.service';
import { storedDocument } from '../src/plays/play-document';
import { newProjectedTeam } from './factories/team-created.factory';

export type Answer<T = any> = TestAnswer<T>;

/** The playbook app on the platform's service harness; calls are playbook/<name> unless another group is named. */
export class PlaybookHarness extends ServiceHarness<Awaited<ReturnType<typeof createPlaybookApp>>> {
  constructor() {
    super({ group: 'playbook' });
  }

  start(database: string): Promise<void> {
    return this.boot(({ env }) => createPlaybookApp(loadPlaybookConfig(env(database))));
  }

  /** A team as TeamCreated leaves it, then the state and members the teams events would give it. */
  async team(
    options: { paid?: boolean; flags?: Record<string, boolean>; members?: Record<string, string> } = {},
  ): Promise<{ teamId: string; ownerId: string; playbookId: string }> {
    const team = newProjectedTeam();
    await this.db.transaction((m) => this.app.get(PlaybooksService).onTeamCreated(m, team, new Date()));
    await this.db.query(`UPDATE team_projections SET paid = $2, flags = $3 WHERE team_id = $1`, [
      team.teamId,
      options.paid ?? true,
      JSON.stringify(options.flags ?? {}),
    ]);
    for (const [userId, role] of Object.entries(options.members ?? {})) {
      await this.db.query(
        `INSERT INTO team_member_projections (team_id, user_id, role) VALUES ($1, $2, $3)`,
        [team.teamId, userId, role],
      );
    }
    const [row] = await this.db.query(`SELECT id FROM playbooks WHERE team_id = $1`, [team.teamId]);
    return { teamId: team.teamId, ownerId: team.ownerId, playbookId: row.id };
  }

  async personalPlaybookId(userId: string): Promise<string> {
    return (await this.get(userId, 'getMyPlaybook')).body.playbook.id;
  }

  /** Saves a new basketball play into the playbook and answers its id. */
  async newPlay(userId: string, playbookId: string, name = 'Horns'): Promise<string> {
    const play = storedDocument(createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { name }));
    const res = await this.post(userId, 'saveNewPlay', { playbookId, play });
    if (res.status !== 200) throw new Error(`saveNewPlay answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id;
  }

  /** A new folder of the playbook holding one new play, as a coach files a play. */
  async newFolderWithPlay(
    userId: string,
    playbookId: string,
    folderName: string,
    playName: string,
  ): Promise<{ folder: string; inFolder: string }> {
    const folder = (await this.post(userId, 'createFolder', { playbookId, name: folderName })).body.folder.id;
    const inFolder = await this.newPlay(userId, playbookId, playName);
    const moved = await this.post(userId, 'movePlaybookItems', {
      playbookId,
      changes: { [inFolder]: 0 },
      folderId: folder,
    });
    if (moved.status !== 200) throw new Error(`movePlaybookItems answered ${moved.status}`);
    return { folder, inFolder };
  }
}

export const aUser = (): string => randomUUID();

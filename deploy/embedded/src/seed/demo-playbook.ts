import type { SportLine } from '@chalktalk/domain';
import type { ApiClient } from './api-client';
import { demoFoldersFor } from './demo-plays';

interface PlaybookAnswer {
  playbook: { id: string; folders: { id: string; name: string; plays: string[] }[] };
}

export interface DemoPlaybookTeam {
  id: string;
  sport: SportLine;
}

/** The playbook service learns teams, roles and payment from events; the seed waits for them, at most this long. */
const TEAM_PROJECTION_WAIT_MS = 20_000;

/**
 * The demo coach's playbook: for each demo team, the sport's folders of plays in the personal playbook (saved with
 * saveNewPlay, filed with updateFolder), the shared ones shared with the team (shareItems, scope TEAM), as a coach
 * would do it in the app. A folder that already holds plays is left alone, so a complete playbook is not touched
 * and a start cut short is completed. Answers whether anything was added.
 */
export async function seedDemoPlaybook(
  api: ApiClient,
  token: string,
  teams: readonly DemoPlaybookTeam[],
): Promise<boolean> {
  const myPlaybook = () => api.expect<PlaybookAnswer>('GET', 'playbook/getMyPlaybook', { token });
  const { playbook } = await myPlaybook();
  let changed = false;
  for (const team of teams) {
    for (const folder of demoFoldersFor(team.sport)) {
      const existing = playbook.folders.find((candidate) => candidate.name === folder.name);
      if (existing && existing.plays.length > 0) continue;
      const folderId =
        existing?.id ??
        (
          await api.expect<{ folder: { id: string } }>('POST', 'playbook/createFolder', {
            token,
            body: { playbookId: playbook.id, name: folder.name },
          })
        ).folder.id;
      const playIds: string[] = [];
      for (const play of folder.plays) {
        const saved = await api.expect<{ id: string }>('POST', 'playbook/saveNewPlay', {
          token,
          body: { playbookId: playbook.id, play },
        });
        playIds.push(saved.id);
      }
      await api.expect('POST', 'playbook/updateFolder', {
        token,
        body: { playbookId: playbook.id, folder: { id: folderId, plays: playIds } },
      });
      if (folder.sharedWithTeam) {
        await waitForTeamPlaybook(api, token, team.id);
        await api.expect('POST', 'playbook/shareItems', {
          token,
          body: { srcPlaybookId: playbook.id, modifications: { [team.id]: 'TEAM' }, itemIds: [folderId] },
        });
      }
      changed = true;
    }
  }
  return changed;
}

async function waitForTeamPlaybook(api: ApiClient, token: string, teamId: string): Promise<void> {
  const deadline = Date.now() + TEAM_PROJECTION_WAIT_MS;
  for (;;) {
    const answer = await api.call('GET', `playbook/getTeamPlaybook?teamId=${encodeURIComponent(teamId)}`, {
      token,
    });
    if (answer.ok) return;
    if (Date.now() > deadline)
      throw new Error(`demo seed: the team playbook of ${teamId} did not open (${answer.error.code})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

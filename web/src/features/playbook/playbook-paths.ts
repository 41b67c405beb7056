import type { ListEntry } from './playbook-list';
import type { PlaybookPlay } from './playbook.types';

/**
 * In-app addresses of the list, of opening a play and of the share flows. Personal plays open in the
 * editor (/playbook/play?p=); team plays at /playbook/team?p&t&src (both the designer's routes).
 */
export function playbookPaths(teamPath: (path: string) => string, teamId: string | null) {
  const query = (values: Record<string, string | null>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) if (value !== null) search.set(key, value);
    const text = search.toString();
    return text ? `?${text}` : '';
  };
  return {
    list: (folderId: string | null, team: boolean) =>
      teamPath(`/playbook${query({ pb: team ? 'team' : null, f: folderId })}`),
    open: (play: PlaybookPlay) =>
      teamId
        ? teamPath(`/playbook/team${query({ p: play.id, t: teamId, src: play.playbookId })}`)
        : teamPath(`/playbook/play${query({ p: play.id })}`),
    viewers: (playId: string) => teamPath(`/playbook/usage${query({ vd: playId })}`),
    share: (entry: ListEntry) => {
      const id = entry.kind === 'folder' ? entry.folder.id : entry.play.id;
      if (teamId) {
        return entry.kind === 'play'
          ? teamPath(`/playbook/share/team/play${query({ p: id, t: teamId })}`)
          : teamPath(`/playbook/share/team/items/team${query({ items: id, t: teamId })}`);
      }
      return entry.kind === 'play'
        ? teamPath(`/playbook/share/my/play${query({ p: id })}`)
        : teamPath(`/playbook/share/my/items/team${query({ items: id })}`);
    },
  };
}

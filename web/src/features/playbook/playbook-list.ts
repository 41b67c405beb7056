import {
  PLAY_TAGS_SEE_ALL_ABOVE,
  PLAY_TAGS_SHOWN_MAX,
  PLAYBOOK_MESSAGES,
  PLAYBOOK_RECENT_ITEMS,
  type PlaybookSortOption,
} from '@chalktalk/domain';
import type { Playbook, PlaybookFolder, PlaybookPlay } from './playbook.types';

export type ListEntry = { kind: 'folder'; folder: PlaybookFolder } | { kind: 'play'; play: PlaybookPlay };

export interface ListView {
  entries: ListEntry[];
  /** One of the spec's empty-state texts, or null when something is listed. */
  empty: string | null;
}

const newest = (play: PlaybookPlay) => Date.parse(play.sharedOn ?? play.createdDate) || 0;

/** Spec 2 §4: explicit position first, then folders before plays, then newest shared or created. */
function defaultOrder(a: ListEntry, b: ListEntry): number {
  const pa = a.kind === 'folder' ? a.folder.position : a.play.position;
  const pb = b.kind === 'folder' ? b.folder.position : b.play.position;
  if (pa != null && pb != null && pa !== pb) return pa - pb;
  if (pa != null && pb == null) return -1;
  if (pa == null && pb != null) return 1;
  if (a.kind !== b.kind) return a.kind === 'folder' ? -1 : 1;
  if (a.kind === 'play' && b.kind === 'play') return newest(b.play) - newest(a.play);
  return 0;
}

/** The folders and plays directly inside a folder (null: the top level), in default order. */
export function childrenOf(playbook: Playbook, folderId: string | null): ListEntry[] {
  const plays = new Map(playbook.plays.map((play) => [play.id, play]));
  const folders = new Map(playbook.folders.map((folder) => [folder.id, folder]));
  const resolve = (kind: 'folder' | 'play', id: string): ListEntry | null => {
    if (kind === 'folder') {
      const folder = folders.get(id);
      return folder ? { kind, folder } : null;
    }
    const play = plays.get(id);
    return play ? { kind, play } : null;
  };
  if (folderId === null) {
    // The service answers the top level already in display order.
    return playbook.items.map((item) => resolve(item.kind, item.id)).filter((e) => e !== null);
  }
  const folder = folders.get(folderId);
  if (!folder) return [];
  const entries = [
    ...folder.folders.map((id) => resolve('folder', id)),
    ...folder.plays.map((id) => resolve('play', id)),
  ].filter((e) => e !== null);
  return entries.sort(defaultOrder);
}

const byName = (a: PlaybookPlay, b: PlaybookPlay) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
const byCreated = (a: PlaybookPlay, b: PlaybookPlay) =>
  (Date.parse(a.createdDate) || 0) - (Date.parse(b.createdDate) || 0);

const PLAY_ORDER: Record<
  Exclude<PlaybookSortOption, 'Default'>,
  (a: PlaybookPlay, b: PlaybookPlay) => number
> = {
  'Name A-Z': byName,
  'Name Z-A': (a, b) => byName(b, a),
  'Created Date oldest': byCreated,
  'Created Date newest': (a, b) => byCreated(b, a),
};

/**
 * What the list shows for one folder level: with a tag filter only the plays carrying that tag
 * (folders are hidden, they do not carry tags); a sort other than Default orders the plays and
 * keeps folders first.
 */
export function listView(
  playbook: Playbook,
  folderId: string | null,
  sort: PlaybookSortOption,
  tag: string | null,
): ListView {
  const children = childrenOf(playbook, folderId);
  const folders = children.filter((e) => e.kind === 'folder');
  let plays = children.filter((e) => e.kind === 'play').map((e) => e.play);
  if (tag) plays = plays.filter((play) => (play.tags ?? []).includes(tag));
  if (sort !== 'Default') plays = [...plays].sort(PLAY_ORDER[sort]);
  const playEntries: ListEntry[] = plays.map((play) => ({ kind: 'play', play }));
  const entries = tag !== null ? playEntries : sort === 'Default' ? children : [...folders, ...playEntries];
  let empty: string | null = null;
  if (tag !== null && playEntries.length === 0) empty = PLAYBOOK_MESSAGES.noMatchingPlays;
  else if (folderId !== null && entries.length === 0) empty = PLAYBOOK_MESSAGES.emptyFolder;
  return { entries, empty };
}

/** When a play last changed for this list: edited, else shared to the team, else created. */
const touched = (play: PlaybookPlay) =>
  Date.parse(play.lastModified ?? play.sharedOn ?? play.createdDate) || 0;

/**
 * Spec 2 §4 "Most recent items shown: 3": the plays of the whole playbook touched last, newest first. Hidden
 * plays are left out (they cannot be opened).
 */
export function recentPlays(playbook: Playbook, count = PLAYBOOK_RECENT_ITEMS): PlaybookPlay[] {
  return playbook.plays
    .filter((play) => !play.hidden)
    .sort((a, b) => touched(b) - touched(a) || a.id.localeCompare(b.id))
    .slice(0, count);
}

/** Every tag used in the playbook, for the filter. */
export function tagsOf(playbook: Playbook): string[] {
  return [...new Set(playbook.plays.flatMap((play) => play.tags ?? []))].sort();
}

/** Spec 2 §9: up to 2 tags, then 'See All'; expanded, at most 10. */
export function visibleTags(tags: string[], expanded: boolean): { shown: string[]; seeAll: boolean } {
  if (!expanded && tags.length > PLAY_TAGS_SEE_ALL_ABOVE) {
    return { shown: tags.slice(0, PLAY_TAGS_SEE_ALL_ABOVE), seeAll: true };
  }
  return { shown: tags.slice(0, PLAY_TAGS_SHOWN_MAX), seeAll: false };
}

/** Dropping an item at an index among its siblings renumbers every sibling 0..n-1. */
export function dropChanges(siblingIds: string[], draggedId: string, index: number): Record<string, number> {
  const rest = siblingIds.filter((id) => id !== draggedId);
  const at = Math.max(0, Math.min(index, rest.length));
  const ordered = [...rest.slice(0, at), draggedId, ...rest.slice(at)];
  return Object.fromEntries(ordered.map((id, position) => [id, position]));
}

/** The chain of folders from the top to folderId, for the breadcrumb. */
export function folderPath(playbook: Playbook, folderId: string | null): PlaybookFolder[] {
  const byId = new Map(playbook.folders.map((folder) => [folder.id, folder]));
  const path: PlaybookFolder[] = [];
  let current = folderId ? byId.get(folderId) : undefined;
  while (current && path.length < 50) {
    path.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}

export const entryId = (entry: ListEntry) => (entry.kind === 'folder' ? entry.folder.id : entry.play.id);

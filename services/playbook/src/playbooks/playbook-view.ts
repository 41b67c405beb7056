import type { Play } from '@chalktalk/domain';
import type { FolderEntity } from '../folders/folder.entity';
import type { PlaybookEntryEntity } from '../plays/playbook-entry.entity';
import type { FolderDto, PlaybookDto, PlayItemDto } from './dto/playbook.dto';
import type { PlaybookContext } from './playbook-access.service';
import { compareItems, folderActions, playActions, seesCoachOnly, type SortableItem } from './playbook.rules';
import { itemContextOf } from './item-context';

/** What the list shows of a play (the rest of the document stays out of the list). */
const SUMMARY_FIELDS = [
  'name',
  'description',
  'tags',
  'sport',
  'type',
  'fieldType',
  'lastModified',
  'thumbnailUrl',
  'createdDate',
  'copiedFrom',
] as const satisfies readonly (keyof Play)[];

export type PlaySummary = Pick<Play, (typeof SUMMARY_FIELDS)[number]>;

export function summaryOf(play: Play): PlaySummary {
  return Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, play[field]])) as PlaySummary;
}

export interface ViewInput {
  context: PlaybookContext;
  plays: { entry: PlaybookEntryEntity; play: PlaySummary | undefined }[];
  folders: FolderEntity[];
  hidden: ReadonlySet<string>;
  /** Team playbooks: plays the user has viewed. */
  viewed?: ReadonlySet<string>;
  fullAccess?: boolean;
}

function playItem(input: ViewInput, entry: PlaybookEntryEntity, play: PlaySummary | undefined): PlayItemDto {
  const { context } = input;
  const hidden = input.hidden.has(entry.playId);
  const readOnly = !context.writable;
  const item: PlayItemDto = {
    id: entry.playId,
    playbookId: entry.srcPlaybookId,
    folderId: entry.folderId,
    position: entry.position,
    hidden,
    coachOnly: entry.coachOnly,
    proxyTeamId: entry.proxyTeamId,
    readOnly,
    actions: playActions(itemContextOf(context, { readOnly, proxy: entry.proxyTeamId !== null })),
    createdDate: entry.createdDate.toISOString(),
  };
  if (context.kind === 'team') {
    item.sharedOn = entry.createdDate.toISOString();
    item.sharedBy = entry.sharedBy;
    item.unviewed = !(input.viewed?.has(entry.playId) ?? false);
  }
  // A hidden play shows as a blurred tile: its name, nothing that would let it be opened or used.
  if (!play) return item;
  item.name = play.name;
  if (hidden) return item;
  Object.assign(item, {
    description: play.description,
    tags: play.tags,
    sport: play.sport,
    type: play.type,
    fieldType: play.fieldType,
    lastModified: play.lastModified?.toISOString(),
    thumbnailUrl: play.thumbnailUrl,
    ...(play.copiedFrom ? { copiedFrom: play.copiedFrom } : {}),
  });
  if (play.createdDate && context.kind === 'personal') item.createdDate = play.createdDate.toISOString();
  return item;
}

/**
 * The playbook as the list screen shows it: plays the user may see (players do not see coaches-only items),
 * folders with their contents, everything in the spec's order, each item with its read-only state and actions.
 */
export function buildPlaybookView(input: ViewInput): PlaybookDto {
  const { context } = input;
  const visible = input.plays.filter((p) => !p.entry.coachOnly || seesCoachOnly(context.role));
  const plays = visible.map(({ entry, play }) => playItem(input, entry, play));
  const folderIds = new Set(input.folders.map((folder) => folder.id));
  const parentOf = (id: string | null) => (id !== null && folderIds.has(id) ? id : null);
  const sortable: (SortableItem & { parent: string | null })[] = [
    ...input.folders.map((f) => ({
      kind: 'folder' as const,
      id: f.id,
      position: f.position,
      date: f.createdDate,
      parent: parentOf(f.parentId),
    })),
    ...visible.map(({ entry }) => ({
      kind: 'play' as const,
      id: entry.playId,
      position: entry.position,
      date: entry.createdDate,
      parent: parentOf(entry.folderId),
    })),
  ].sort(compareItems);
  const inside = (parent: string | null, kind: 'folder' | 'play') =>
    sortable.filter((item) => item.parent === parent && item.kind === kind).map((item) => item.id);
  const readOnly = !context.writable;
  const folders: FolderDto[] = input.folders
    .map((folder) => ({
      id: folder.id,
      name: folder.name,
      parentId: parentOf(folder.parentId),
      position: folder.position,
      plays: inside(folder.id, 'play'),
      folders: inside(folder.id, 'folder'),
      readOnly,
      actions: folderActions(itemContextOf(context, { readOnly })),
    }))
    .sort((a, b) => sortable.findIndex((s) => s.id === a.id) - sortable.findIndex((s) => s.id === b.id));
  const order = new Map(sortable.map((item, index) => [item.id, index]));
  plays.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const view: PlaybookDto = {
    id: context.playbook.id,
    type: context.kind,
    readOnly,
    items: sortable.filter((item) => item.parent === null).map(({ kind, id }) => ({ kind, id })),
    plays,
    folders,
  };
  if (context.kind === 'team') view.teamId = context.teamId;
  else view.ownerId = context.userId;
  if (input.fullAccess !== undefined) view.fullAccess = input.fullAccess;
  return view;
}

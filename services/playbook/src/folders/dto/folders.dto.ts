import { LIST_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';
import { id, name, object } from '../../playbooks/dto/input';

export const NEW_FOLDER_NAME = 'New Folder';

export const createFolderSchema = object({
  playbookId: id('playbook'),
  name: name.optional(),
  /** Set when created inside a folder: the new folder is added to it. */
  parentId: id('folder').nullish(),
});

export const updateFolderSchema = object({
  playbookId: id('playbook'),
  folder: object({
    id: id('folder'),
    name: name.optional(),
    /** When given, the folder's contents: listed items move in, unlisted ones move to the folder's parent. */
    plays: z.array(id('play')).max(LIST_LIMITS.folderItems).optional(),
    folders: z.array(id('folder')).max(LIST_LIMITS.folderItems).optional(),
  }),
});

export const deleteFolderSchema = object({ playbookId: id('playbook'), folderId: id('folder') });

export const movePlaybookItemsSchema = object({
  playbookId: id('playbook'),
  /** Item id (play or folder) -> new explicit position, or null to clear it. */
  changes: z
    .record(z.uuid(), z.number().int().min(0).max(LIST_LIMITS.folderItems).nullable())
    .refine((changes) => Object.keys(changes).length <= LIST_LIMITS.folderItems, {
      message: `At most ${LIST_LIMITS.folderItems} items at once`,
    }),
  /** When present, every changed item moves into this folder (null: the top level). */
  folderId: id('folder').nullish(),
});

export const copyFolderSchema = object({
  /** The personal playbook the copy goes into. */
  playbookId: id('playbook'),
  folderId: id('folder'),
  /** The playbook the folder is listed in. */
  sourcePlaybookId: id('source playbook'),
  copyName: name,
});

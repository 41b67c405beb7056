import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { PlaybookDto } from '../playbooks/dto/playbook.dto';
import { PlaybookAccess, type PlaybookContext } from '../playbooks/playbook-access.service';
import { invalidRequest, itemNotFound } from '../playbooks/playbooks.errors';
import { PlaybooksService } from '../playbooks/playbooks.service';
import { PlaysRepository } from '../plays/plays.repository';
import { NEW_FOLDER_NAME } from './dto/folders.dto';
import { FolderEntity } from './folder.entity';
import { FoldersRepository } from './folders.repository';

@Injectable()
export class FoldersService {
  constructor(
    private readonly db: DataSource,
    private readonly access: PlaybookAccess,
    private readonly playbooks: PlaybooksService,
    private readonly folders: FoldersRepository,
    private readonly plays: PlaysRepository,
  ) {}

  private async folderOf(
    manager: EntityManager,
    context: PlaybookContext,
    id: string,
  ): Promise<FolderEntity> {
    const folder = await this.folders.findFolder(id, manager);
    if (!folder || folder.playbookId !== context.playbook.id) throw itemNotFound();
    return folder;
  }

  /** A folder named 'New Folder' unless named, added to its parent when created inside one. */
  async createFolder(
    user: AuthUser,
    input: { playbookId: string; name?: string; parentId?: string | null },
    now = new Date(),
  ): Promise<{ folder: { id: string; name: string; parentId: string | null }; playbook: PlaybookDto }> {
    const context = await this.access.writable(user, input.playbookId);
    const folder = Object.assign(new FolderEntity(), {
      id: randomUUID(),
      playbookId: input.playbookId,
      name: input.name ?? NEW_FOLDER_NAME,
      parentId: input.parentId ?? null,
      position: null,
      srcFolderId: null,
      createdDate: now,
    });
    await this.db.transaction(async (manager) => {
      if (folder.parentId) await this.folderOf(manager, context, folder.parentId);
      await this.folders.insert(manager, folder);
    });
    return {
      folder: { id: folder.id, name: folder.name, parentId: folder.parentId },
      playbook: await this.playbooks.view(context),
    };
  }

  /** Renames the folder and, when lists are given, sets its contents. */
  async updateFolder(
    user: AuthUser,
    input: {
      playbookId: string;
      folder: { id: string; name?: string; plays?: string[]; folders?: string[] };
    },
  ): Promise<{ playbook: PlaybookDto }> {
    const context = await this.access.writable(user, input.playbookId);
    await this.db.transaction(async (manager) => {
      const folder = await this.folderOf(manager, context, input.folder.id);
      if (input.folder.name !== undefined)
        await this.folders.update(manager, folder.id, { name: input.folder.name });
      if (input.folder.folders) {
        const listed = new Set(input.folder.folders);
        for (const child of await this.folders.childrenOf(manager, folder.playbookId, folder.id)) {
          if (!listed.has(child.id))
            await this.folders.update(manager, child.id, { parentId: folder.parentId });
        }
        await this.moveInto(manager, context, input.folder.folders, folder.id);
      }
      if (input.folder.plays) {
        const listed = new Set(input.folder.plays);
        for (const { entry } of await this.plays.listed(folder.playbookId, manager)) {
          if (entry.folderId === folder.id && !listed.has(entry.playId))
            await this.plays.placeEntry(manager, folder.playbookId, entry.playId, {
              folderId: folder.parentId,
            });
        }
        await this.moveInto(manager, context, input.folder.plays, folder.id);
      }
    });
    return { playbook: await this.playbooks.view(context) };
  }

  /** Deletes the folder; its folders and plays move up to its parent. */
  async deleteFolder(
    user: AuthUser,
    playbookId: string,
    folderId: string,
  ): Promise<{ playbook: PlaybookDto }> {
    const context = await this.access.writable(user, playbookId);
    await this.db.transaction(async (manager) => {
      const folder = await this.folderOf(manager, context, folderId);
      await this.folders.deleteKeepingChildren(manager, folder);
    });
    return { playbook: await this.playbooks.view(context) };
  }

  /**
   * Sets explicit positions (item id -> position) and, when folderId is present, moves the items into that folder
   * (null: the top level), out of their old folders.
   */
  async movePlaybookItems(
    user: AuthUser,
    input: { playbookId: string; changes: Record<string, number | null>; folderId?: string | null },
  ): Promise<{ playbook: PlaybookDto }> {
    const context = await this.access.writable(user, input.playbookId);
    await this.db.transaction(async (manager) => {
      const ids = Object.keys(input.changes);
      if (input.folderId !== undefined) await this.moveInto(manager, context, ids, input.folderId);
      const folderIds = new Set(
        (await this.folders.foldersOf(context.playbook.id, manager)).map((f) => f.id),
      );
      for (const [id, position] of Object.entries(input.changes)) {
        if (folderIds.has(id)) await this.folders.update(manager, id, { position });
        else await this.plays.placeEntry(manager, context.playbook.id, id, { position });
      }
    });
    return { playbook: await this.playbooks.view(context) };
  }

  /** Moves plays and folders of the playbook into a folder (or the top level); G004 for items it lacks. */
  private async moveInto(
    manager: EntityManager,
    context: PlaybookContext,
    ids: readonly string[],
    folderId: string | null,
  ): Promise<void> {
    const playbookId = context.playbook.id;
    const folders = new Map((await this.folders.foldersOf(playbookId, manager)).map((f) => [f.id, f]));
    if (folderId !== null && !folders.has(folderId)) throw itemNotFound();
    const entries = new Set((await this.plays.listed(playbookId, manager)).map(({ entry }) => entry.playId));
    for (const id of ids) {
      if (folders.has(id)) {
        // A folder cannot go into itself or one of its own folders.
        for (let at: string | null = folderId; at !== null; at = folders.get(at)?.parentId ?? null) {
          if (at === id) throw invalidRequest();
        }
        await this.folders.update(manager, id, { parentId: folderId });
      } else if (entries.has(id)) {
        await this.plays.placeEntry(manager, playbookId, id, { folderId });
      } else {
        throw itemNotFound();
      }
    }
  }
}

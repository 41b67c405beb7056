import { Injectable } from '@nestjs/common';
import type { Play } from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { PlaybookDto } from '../playbooks/dto/playbook.dto';
import { PlaybookAccess } from '../playbooks/playbook-access.service';
import { folderActions, seesCoachOnly } from '../playbooks/playbook.rules';
import { itemNotFound, noPermission } from '../playbooks/playbooks.errors';
import { PlaybooksService } from '../playbooks/playbooks.service';
import { loadedPlay, storedDocument } from '../plays/play-document';
import { PlayEntity } from '../plays/play.entity';
import { PlaybookEntryEntity } from '../plays/playbook-entry.entity';
import { PlayEvents } from '../plays/play-events';
import { PlaysRepository } from '../plays/plays.repository';
import { FolderEntity } from './folder.entity';
import { FoldersRepository } from './folders.repository';
import { itemContextOf } from '../playbooks/item-context';

export interface CopyFolderInput {
  /** The personal playbook the copy goes into. */
  playbookId: string;
  folderId: string;
  /** The playbook the folder is listed in (personal or team). */
  sourcePlaybookId: string;
  copyName: string;
}

/** A play as a fresh copy: new id, its new playbook, no team-side fields. */
function copiedPlay(play: Play, id: string, playbookId: string, now: Date): Record<string, unknown> {
  const {
    viewers: _v,
    viewerCount: _c,
    sharedOn: _o,
    sharedBy: _b,
    coachOnly: _co,
    proxyTeamId: _p,
    ...rest
  } = play;
  return storedDocument({ ...rest, id, playbookId, createdDate: now, lastModified: now, new: false } as Play);
}

/**
 * Copies a folder (spec section 6 folder action "copy", allowed when the folder is not read-only) with its
 * folders and plays into the user's personal playbook, at the top level, in one transaction. Plays the user may
 * not copy on their own are left out: proxies (shared on from another team), hidden free-tier plays and
 * coaches-only items the user cannot see.
 */
@Injectable()
export class FolderCopyService {
  constructor(
    private readonly db: DataSource,
    private readonly access: PlaybookAccess,
    private readonly playbooks: PlaybooksService,
    private readonly folders: FoldersRepository,
    private readonly plays: PlaysRepository,
    private readonly playEvents: PlayEvents,
  ) {}

  async copyFolder(
    user: AuthUser,
    input: CopyFolderInput,
    now = new Date(),
  ): Promise<{ folder: { id: string; name: string; parentId: null }; playbook: PlaybookDto }> {
    const source = await this.access.context(user, input.sourcePlaybookId);
    const allowed = folderActions(itemContextOf(source)).copy;
    if (!allowed) throw noPermission();
    const target = await this.access.writable(user, input.playbookId);
    // Copies land in the personal playbook, like copyPlay and saveNewPlay.
    if (target.kind !== 'personal') throw noPermission();

    const sourceFolders = await this.folders.foldersOf(source.playbook.id);
    const root = sourceFolders.find((folder) => folder.id === input.folderId);
    if (!root) throw itemNotFound();
    // The folder and everything below it, parents before children.
    const tree: FolderEntity[] = [root];
    for (let i = 0; i < tree.length; i++) {
      tree.push(...sourceFolders.filter((folder) => folder.parentId === tree[i]!.id));
    }
    const copies = new Map(tree.map((folder) => [folder.id, randomUUID()]));
    const { hidden } = await this.playbooks.hiddenPlays(source);
    const plays = (await this.plays.listed(source.playbook.id)).filter(
      ({ entry }) =>
        entry.folderId !== null &&
        copies.has(entry.folderId) &&
        entry.proxyTeamId === null &&
        !hidden.has(entry.playId) &&
        (!entry.coachOnly || source.kind === 'personal' || seesCoachOnly(source.role)),
    );

    const copied: string[] = [];
    await this.db.transaction(async (manager) => {
      for (const folder of tree) {
        await this.folders.insert(
          manager,
          Object.assign(new FolderEntity(), {
            id: copies.get(folder.id)!,
            playbookId: target.playbook.id,
            name: folder === root ? input.copyName : folder.name,
            parentId: folder === root ? null : copies.get(folder.parentId!)!,
            position: folder === root ? null : folder.position,
            srcFolderId: null,
            createdDate: now,
          }),
        );
      }
      for (const { entry, play } of plays) {
        const id = randomUUID();
        const loaded = loadedPlay(play.document);
        const document = copiedPlay(loaded, id, target.playbook.id, now);
        await this.plays.insertPlay(
          manager,
          Object.assign(new PlayEntity(), {
            id,
            playbookId: target.playbook.id,
            document,
            version: loaded.version,
            createdBy: user.id,
            createdDate: now,
            lastModified: now,
          }),
          Object.assign(new PlaybookEntryEntity(), {
            playbookId: target.playbook.id,
            playId: id,
            srcPlaybookId: target.playbook.id,
            folderId: copies.get(entry.folderId!)!,
            position: entry.position,
            coachOnly: false,
            proxyTeamId: null,
            sharedBy: null,
            createdDate: now,
          }),
        );
        copied.push(id);
      }
      await this.playEvents.changed(manager, copied);
    });
    const folder = { id: copies.get(root.id)!, name: input.copyName, parentId: null };
    return { folder, playbook: await this.playbooks.view(target) };
  }
}

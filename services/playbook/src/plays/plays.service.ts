import { Injectable } from '@nestjs/common';
import { fieldOf, isTemporaryPlayId, type Play } from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PlaybookAccess, type PlaybookContext } from '../playbooks/playbook-access.service';
import { playActions } from '../playbooks/playbook.rules';
import { itemNotFound, noPermission } from '../playbooks/playbooks.errors';
import { PlaybooksService } from '../playbooks/playbooks.service';
import { flipHorizontal, loadedPlay, storedDocument, validatedPlay } from './play-document';
import { PlayEvents } from './play-events';
import { PlayEntity } from './play.entity';
import { PlaybookEntryEntity } from './playbook-entry.entity';
import { PlaysRepository } from './plays.repository';
import { itemContextOf } from '../playbooks/item-context';

/** Fields the server owns: whatever the client sends for them is replaced. */
function placed(play: Play, id: string, playbookId: string, createdDate: Date, now: Date): Play {
  return { ...play, id, playbookId, createdDate, lastModified: now, new: false };
}

@Injectable()
export class PlaysService {
  constructor(
    private readonly db: DataSource,
    private readonly access: PlaybookAccess,
    private readonly playbooks: PlaybooksService,
    private readonly plays: PlaysRepository,
    private readonly playEvents: PlayEvents,
  ) {}

  /** A play listed in the playbook, migrated to version 10; hidden personal plays are G003. */
  async open(context: PlaybookContext, playId: string): Promise<{ entry: PlaybookEntryEntity; play: Play }> {
    const entry = await this.plays.findEntry(context.playbook.id, playId);
    const stored = entry && (await this.plays.findPlay(playId));
    if (!entry || !stored) throw itemNotFound();
    if (entry.coachOnly && context.role !== 'ADMIN' && context.role !== 'COACH' && context.kind === 'team')
      throw itemNotFound();
    if ((await this.playbooks.hiddenPlays(context)).hidden.has(playId)) throw noPermission();
    return { entry, play: loadedPlay(stored.document) };
  }

  async getPlay(
    user: AuthUser,
    playbookId: string,
    playId: string,
  ): Promise<{ play: Play; readOnly: boolean }> {
    const context = await this.access.context(user, playbookId);
    const { play } = await this.open(context, playId);
    return { play, readOnly: !context.writable };
  }

  /** Creates the play in the playbook; answers the playlist item id (the new play id). */
  async saveNewPlay(
    user: AuthUser,
    input: unknown,
    playbookId: string,
    now = new Date(),
  ): Promise<{ id: string }> {
    const context = await this.access.writable(user, playbookId);
    // Plays are created in a personal playbook (spec section 4, Saving); team playbooks only receive shares.
    if (context.kind !== 'personal') throw noPermission();
    const id = randomUUID();
    const play = placed(validatedPlay(input), id, playbookId, now, now);
    const playRow = Object.assign(new PlayEntity(), {
      id,
      playbookId,
      document: storedDocument(play),
      version: play.version,
      createdBy: user.id,
      createdDate: now,
      lastModified: now,
    });
    const entryRow = Object.assign(new PlaybookEntryEntity(), {
      playbookId,
      playId: id,
      srcPlaybookId: context.playbook.id,
      folderId: null,
      position: null,
      coachOnly: false,
      proxyTeamId: null,
      sharedBy: null,
      createdDate: now,
    });
    // Search learns of the play from PlayChanged, appended in the same transaction.
    await this.db.transaction(async (manager) => {
      await this.plays.insertNewPlay(playRow, entryRow, manager);
      await this.playEvents.changed(manager, [id]);
    });
    return { id };
  }

  /** Saves a play of the playbook itself (shared team plays go through saveSharedPlay). */
  async updatePlay(
    user: AuthUser,
    playbookId: string,
    input: { id: string } & Record<string, unknown>,
    autosave: boolean,
    now = new Date(),
  ): Promise<{ id: string; lastModified: string }> {
    const context = await this.access.writable(user, playbookId);
    if (isTemporaryPlayId(input.id)) throw itemNotFound();
    const { play: current } = await this.ownPlay(context, input.id);
    await this.store(current, validatedPlay(input), playbookId, autosave, now);
    return { id: input.id, lastModified: now.toISOString() };
  }

  /** Writes a new version of a stored play (its id, playbook and creation date kept). */
  async store(current: Play, next: Play, srcPlaybookId: string, autosave: boolean, now: Date): Promise<void> {
    const play = placed(next, current.id, srcPlaybookId, current.createdDate ?? now, now);
    // The community credit is the copy's, set when it was copied: a save neither drops nor changes it.
    if (current.copiedFrom) play.copiedFrom = current.copiedFrom;
    else delete play.copiedFrom;
    // An autosave is not an update the team should be told about: lastUpdated (title screen) stays.
    if (!autosave) play.lastUpdated = now;
    else if (current.lastUpdated) play.lastUpdated = current.lastUpdated;
    else delete play.lastUpdated;
    await this.db.transaction(async (manager) => {
      await this.plays.updateDocument(manager, current.id, storedDocument(play), now);
      await this.playEvents.changed(manager, [current.id]);
    });
  }

  /** The play must live in this playbook (not merely be shared into it). */
  private async ownPlay(context: PlaybookContext, playId: string) {
    const opened = await this.open(context, playId);
    if (opened.entry.srcPlaybookId !== context.playbook.id) throw noPermission();
    return opened;
  }

  /** Deletes a play of the personal playbook everywhere (folders, team shares, links, viewers). */
  async deletePlay(user: AuthUser, playbookId: string, playId: string): Promise<{ id: string }> {
    const context = await this.access.writable(user, playbookId);
    // In a team playbook delete is not offered: unshare instead (shareItems with NOONE).
    if (context.kind !== 'personal') throw noPermission();
    const entry = await this.plays.findEntry(playbookId, playId);
    if (!entry || entry.srcPlaybookId !== playbookId) throw itemNotFound();
    await this.db.transaction(async (manager) => {
      await this.plays.deletePlay(manager, playId);
      await this.playEvents.deleted(manager, playId, playbookId);
    });
    return { id: playId };
  }

  async updatePlayMetadata(
    user: AuthUser,
    input: { playbookId: string; playId: string; name?: string; tags?: string[]; description?: string },
    now = new Date(),
  ): Promise<{ id: string; name: string; tags: string[]; description: string }> {
    const context = await this.access.writable(user, input.playbookId);
    // Rename is offered in personal playbooks only (spec section 6).
    if (context.kind !== 'personal') throw noPermission();
    const { play } = await this.ownPlay(context, input.playId);
    const next: Play = {
      ...play,
      name: input.name ?? play.name,
      tags: input.tags ?? play.tags,
      description: input.description ?? play.description,
    };
    await this.store(play, next, input.playbookId, false, now);
    return { id: play.id, name: next.name, tags: next.tags, description: next.description };
  }

  /** Copies a play the user may copy into a playbook they may change; flipHorizontal mirrors every x. */
  async copyPlay(
    user: AuthUser,
    input: {
      playbookId: string;
      playId: string;
      sourcePlaybookId: string;
      copyName: string;
      flipHorizontal: boolean;
    },
    now = new Date(),
  ): Promise<{ id: string }> {
    const source = await this.access.context(user, input.sourcePlaybookId);
    const allowed = playActions(itemContextOf(source)).copy;
    if (!allowed) throw noPermission();
    const { entry, play } = await this.open(source, input.playId);
    // A proxy (shared on from another team) is not copied.
    if (entry.proxyTeamId) throw noPermission();
    const copy = input.flipHorizontal ? flipHorizontal(play, fieldOf(play).width) : play;
    const { viewers: _viewers, viewerCount: _count, sharedOn: _on, sharedBy: _by, ...rest } = copy;
    const { coachOnly: _coachOnly, ...document } = storedDocument({ ...rest, name: input.copyName } as Play);
    return this.saveNewPlay(user, document, input.playbookId, now);
  }
}

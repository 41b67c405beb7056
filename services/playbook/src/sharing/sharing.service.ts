import { Injectable } from '@nestjs/common';
import type { Play, ShareScope } from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { FolderEntity } from '../folders/folder.entity';
import { FoldersRepository } from '../folders/folders.repository';
import { PlaybookAccess, type PlaybookContext } from '../playbooks/playbook-access.service';
import { canShareToTeam, isPlayEditable, playActions, seesCoachOnly } from '../playbooks/playbook.rules';
import { invalidRequest, itemNotFound, noPermission } from '../playbooks/playbooks.errors';
import { loadedPlay, validatedPlay } from '../plays/play-document';
import { PlaybookEntryEntity } from '../plays/playbook-entry.entity';
import { PlaysRepository } from '../plays/plays.repository';
import { PlaysService } from '../plays/plays.service';
import { PlayViewEvents } from '../viewers/play-view-events';
import { ShareModificationEntity } from './share-modification.entity';
import { PlayEvents } from '../plays/play-events';
import { SharingRepository } from './sharing.repository';

export interface ShareItemsInput {
  srcPlaybookId: string;
  modifications: Record<string, ShareScope>;
  itemIds: string[];
  proxyTeamId?: string | null;
}

/** What shareItems works through: the plays (with their own playbook) and the folders chosen, parents first. */
interface Selection {
  plays: { playId: string; ownPlaybookId: string; folderId: string | null; proxy: boolean }[];
  folders: FolderEntity[];
}

@Injectable()
export class SharingService {
  constructor(
    private readonly db: DataSource,
    private readonly access: PlaybookAccess,
    private readonly plays: PlaysRepository,
    private readonly playsService: PlaysService,
    private readonly folders: FoldersRepository,
    private readonly sharing: SharingRepository,
    private readonly views: PlayViewEvents,
    private readonly playEvents: PlayEvents,
  ) {}

  /** The items of the source playbook; a folder brings its folders and plays along. */
  private async select(source: PlaybookContext, itemIds: string[]): Promise<Selection> {
    const listed = await this.plays.listed(source.playbook.id);
    const folders = await this.folders.foldersOf(source.playbook.id);
    const byId = new Map(folders.map((f) => [f.id, f]));
    const entries = new Map(listed.map(({ entry }) => [entry.playId, entry]));
    const chosenFolders = new Set<string>();
    const chosenPlays = new Set<string>();
    const addFolder = (id: string) => {
      chosenFolders.add(id);
      for (const f of folders) if (f.parentId === id) addFolder(f.id);
      for (const e of entries.values()) if (e.folderId === id) chosenPlays.add(e.playId);
    };
    for (const id of itemIds) {
      if (byId.has(id)) addFolder(id);
      else if (entries.has(id)) chosenPlays.add(id);
      else throw itemNotFound();
    }
    const depth = (f: FolderEntity): number =>
      f.parentId && byId.has(f.parentId) ? 1 + depth(byId.get(f.parentId)!) : 0;
    return {
      plays: [...chosenPlays].map((playId) => {
        const entry = entries.get(playId)!;
        return {
          playId,
          ownPlaybookId: entry.srcPlaybookId,
          folderId: entry.folderId,
          proxy: entry.proxyTeamId !== null,
        };
      }),
      folders: [...chosenFolders].map((id) => byId.get(id)!).sort((a, b) => depth(a) - depth(b)),
    };
  }

  /** Shares (COACHES, TEAM, COMMUNITY) or unshares (NOONE) items of a playbook with each team. */
  async shareItems(
    user: AuthUser,
    input: ShareItemsInput,
    now = new Date(),
  ): Promise<{ itemIds: string[]; modifications: Record<string, ShareScope> }> {
    const source = await this.access.context(user, input.srcPlaybookId);
    const proxyTeamId = source.kind === 'team' ? source.teamId! : null;
    if (source.kind === 'team') {
      if (input.proxyTeamId && input.proxyTeamId !== source.teamId) throw invalidRequest();
      const share = playActions({
        ...source,
        playbookType: 'team',
        readOnly: !source.writable,
        saved: true,
        proxy: false,
      });
      if (!share.share) throw noPermission();
    }
    const selection = await this.select(source, input.itemIds);
    const targets: PlaybookContext[] = [];
    for (const teamId of Object.keys(input.modifications)) {
      const target = await this.access.team(user, teamId);
      if (!canShareToTeam(target.role)) throw noPermission();
      targets.push(target);
    }
    // A proxy is not shared on again (spec section 6). Within its own team it can still be unshared or get
    // another audience (the team items' audience dropdown), which moves it nowhere.
    const onward = targets.some(
      (target) =>
        target.playbook.id !== source.playbook.id && input.modifications[target.teamId!] !== 'NOONE',
    );
    if (onward && selection.plays.some((play) => play.proxy)) throw noPermission();
    await this.db.transaction(async (manager) => {
      for (const target of targets) {
        const scope = input.modifications[target.teamId!]!;
        await this.apply(manager, user, target, selection, scope, proxyTeamId, now);
      }
      // Where the plays are listed changed: search hears it from PlayChanged.
      await this.playEvents.changed(
        manager,
        selection.plays.map((play) => play.playId),
      );
    });
    return { itemIds: input.itemIds, modifications: input.modifications };
  }

  private async apply(
    manager: EntityManager,
    user: AuthUser,
    target: PlaybookContext,
    selection: Selection,
    scope: ShareScope,
    proxyTeamId: string | null,
    now: Date,
  ): Promise<void> {
    const teamPlaybookId = target.playbook.id;
    const mirrors = new Map<string, string>();
    for (const folder of selection.folders) {
      if (folder.playbookId === teamPlaybookId) {
        // Unsharing a team folder from the team playbook itself: it goes, its items are unshared below.
        if (scope === 'NOONE') await this.folders.deleteKeepingChildren(manager, folder);
        continue;
      }
      const mirror = await this.folders.findMirror(manager, teamPlaybookId, folder.id);
      if (scope === 'NOONE') {
        if (mirror) await this.folders.deleteKeepingChildren(manager, mirror);
        continue;
      }
      if (mirror) {
        mirrors.set(folder.id, mirror.id);
        continue;
      }
      const created = Object.assign(new FolderEntity(), {
        id: randomUUID(),
        playbookId: teamPlaybookId,
        name: folder.name,
        parentId: (folder.parentId && mirrors.get(folder.parentId)) ?? null,
        position: null,
        srcFolderId: folder.id,
        createdDate: now,
      });
      await this.folders.insert(manager, created);
      mirrors.set(folder.id, created.id);
    }
    for (const play of selection.plays) {
      if (scope === 'NOONE') {
        await this.plays.deleteEntries(manager, teamPlaybookId, [play.playId]);
      } else {
        const existing = await this.plays.findEntry(teamPlaybookId, play.playId, manager);
        await this.plays.upsertEntry(
          manager,
          Object.assign(new PlaybookEntryEntity(), {
            playbookId: teamPlaybookId,
            playId: play.playId,
            srcPlaybookId: play.ownPlaybookId,
            folderId: existing ? existing.folderId : ((play.folderId && mirrors.get(play.folderId)) ?? null),
            position: existing?.position ?? null,
            coachOnly: scope === 'COACHES',
            proxyTeamId: existing ? existing.proxyTeamId : proxyTeamId,
            sharedBy: existing?.sharedBy ?? user.id,
            createdDate: existing?.createdDate ?? now,
          }),
        );
      }
      await this.sharing.record(
        manager,
        Object.assign(new ShareModificationEntity(), {
          teamId: target.teamId,
          playId: play.playId,
          srcPlaybookId: play.ownPlaybookId,
          scope,
          modifiedBy: user.id,
          modifiedAt: now,
        }),
      );
    }
  }

  /** The scope of the play on each team (NOONE when never shared); the user must be on every team. */
  async getSharedStatus(
    user: AuthUser,
    playId: string,
    teamIds: string[],
  ): Promise<{ playId: string; status: Record<string, ShareScope> }> {
    for (const teamId of teamIds) await this.access.team(user, teamId);
    const scopes = await this.sharing.scopes(playId, teamIds);
    return { playId, status: Object.fromEntries(teamIds.map((t) => [t, scopes.get(t) ?? 'NOONE'])) };
  }

  /** A team play the user may see; G004 when it is not shared to the team (or coaches-only for a player). */
  private async sharedEntry(context: PlaybookContext, srcPlaybookId: string | undefined, playId: string) {
    const entry = await this.plays.findEntry(context.playbook.id, playId);
    if (!entry || (srcPlaybookId !== undefined && entry.srcPlaybookId !== srcPlaybookId))
      throw itemNotFound();
    if (entry.coachOnly && !seesCoachOnly(context.role)) throw itemNotFound();
    const stored = await this.plays.findPlay(playId);
    if (!stored) throw itemNotFound();
    return { entry, play: loadedPlay(stored.document) };
  }

  /** Editable: the user's own play, or a coach or admin of the team while COACHES_CAN_EDIT_TEAM_PLAYS is on. */
  private async editable(context: PlaybookContext, srcPlaybookId: string, playId: string): Promise<boolean> {
    const personal = await this.access.personal({ id: context.userId, email: '' });
    return isPlayEditable({
      playId,
      ownPlaybook: personal.id === srcPlaybookId,
      role: context.role,
      flags: context.flags,
    });
  }

  /** Opens a team play and records the view (viewer records per person; PlayFirstViewed the first time). */
  async getSharedPlay(
    user: AuthUser,
    input: { teamId: string; srcPlaybookId?: string; playId: string },
    now = new Date(),
  ): Promise<{ play: Play; readOnly: boolean }> {
    const context = await this.access.team(user, input.teamId);
    const { entry, play } = await this.sharedEntry(context, input.srcPlaybookId, input.playId);
    await this.views.viewed(input.teamId, input.playId, user.id, now);
    const shared: Play = {
      ...play,
      playbookId: entry.srcPlaybookId,
      coachOnly: entry.coachOnly,
      sharedOn: entry.createdDate,
      ...(entry.proxyTeamId ? { proxyTeamId: entry.proxyTeamId } : {}),
      ...(entry.sharedBy ? { sharedBy: entry.sharedBy } : {}),
    };
    return { play: shared, readOnly: !(await this.editable(context, entry.srcPlaybookId, input.playId)) };
  }

  /** Saves a team play through its source playbook. */
  async saveSharedPlay(
    user: AuthUser,
    input: { play: { id: string } & Record<string, unknown>; teamId: string; srcPlaybookId: string },
    now = new Date(),
  ): Promise<{ id: string; lastModified: string }> {
    const context = await this.access.team(user, input.teamId);
    const { play: current } = await this.sharedEntry(context, input.srcPlaybookId, input.play.id);
    if (!(await this.editable(context, input.srcPlaybookId, input.play.id))) throw noPermission();
    const next = validatedPlay(input.play);
    await this.playsService.store(current, next, input.srcPlaybookId, false, now);
    return { id: current.id, lastModified: now.toISOString() };
  }
}

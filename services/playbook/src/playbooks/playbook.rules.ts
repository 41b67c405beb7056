import { FREE_PLAYS, TEMPORARY_PLAY_ID_MARKER, type TeamFlags, type TeamRole } from '@chalktalk/domain';

/** A membership as the full-access rule needs it. */
export interface Membership {
  role: TeamRole;
  paid: boolean;
}

/**
 * Full access (not defined by the spec; ours): the user is an ADMIN or COACH of at least one paid team. Every
 * team plan, the personal plans included, is bought for a team, so "a personal plan" is such a paid team.
 * Personal Unlimited (billing's own entity, no team) also gives it: PlaybookAccess.fullAccess adds that.
 */
export function hasFullAccess(memberships: readonly Membership[]): boolean {
  return memberships.some((m) => m.paid && (m.role === 'ADMIN' || m.role === 'COACH'));
}

/**
 * Which personal plays are hidden without full access: all but the first FREE_PLAYS by creation (oldest first,
 * ties by id), so reordering or renaming cannot change which ten stay free.
 */
export function hiddenPlayIds(
  plays: readonly { id: string; createdDate: Date }[],
  fullAccess: boolean,
): Set<string> {
  if (fullAccess) return new Set();
  const ordered = [...plays].sort(
    (a, b) => a.createdDate.getTime() - b.createdDate.getTime() || a.id.localeCompare(b.id),
  );
  return new Set(ordered.slice(FREE_PLAYS).map((play) => play.id));
}

/** Coaches and admins may edit a team's plays only while COACHES_CAN_EDIT_TEAM_PLAYS is on. */
export function canEditTeamPlays(role: TeamRole | undefined, flags: TeamFlags): boolean {
  return (role === 'ADMIN' || role === 'COACH') && flags.COACHES_CAN_EDIT_TEAM_PLAYS === true;
}

/** Where a play is opened from, as the editability rule needs it. */
export interface PlaySource {
  playId: string;
  /** The play sits in the user's own (personal) playbook. */
  ownPlaybook: boolean;
  /** A play being created: not saved anywhere yet. */
  isNew?: boolean;
  /** Team plays: the user's role on the team (program admins count as ADMIN) and the team's flags. */
  role?: TeamRole;
  flags?: TeamFlags;
}

/**
 * Spec section 4 editability: the user's own playbook, a new play or a temporary ('__') id is editable; a team
 * play only for coaches and admins while COACHES_CAN_EDIT_TEAM_PLAYS is on; anything else is read-only.
 */
export function isPlayEditable(source: PlaySource): boolean {
  if (source.ownPlaybook || source.isNew === true || source.playId.includes(TEMPORARY_PLAY_ID_MARKER))
    return true;
  return canEditTeamPlays(source.role, source.flags ?? {});
}

/** Coaches and admins share to (and unshare from) a team: "editable teams". */
export function canShareToTeam(role: TeamRole | undefined): boolean {
  return role === 'ADMIN' || role === 'COACH';
}

/** Coaches and admins see coaches-only items; players and contacts do not. */
export function seesCoachOnly(role: TeamRole | undefined): boolean {
  return role === 'ADMIN' || role === 'COACH';
}

export interface ItemContext {
  playbookType: 'personal' | 'team';
  /** The user's role on the team (team playbooks). */
  role?: TeamRole;
  flags?: TeamFlags;
  /** The item cannot be edited by this user. */
  readOnly: boolean;
  /** A saved play (its id has no '__'); folders count as saved. */
  saved: boolean;
  /** A proxy play (shared through another team). */
  proxy: boolean;
}

export interface ItemActions {
  rename: boolean;
  move: boolean;
  copy: boolean;
  share: boolean;
  delete: boolean;
  unshare: boolean;
}

/** Play item actions of spec section 6. */
export function playActions(item: ItemContext): ItemActions {
  const personal = item.playbookType === 'personal';
  const flags = item.flags ?? {};
  const share =
    item.saved &&
    !item.proxy &&
    (personal ||
      item.role === 'ADMIN' ||
      item.role === 'COACH' ||
      (item.role === 'PLAYER' &&
        (flags.PLAYERS_CAN_REFERENCE_TEAM_PLAYS === true || flags.PLAYERS_CAN_SHARE_PLAY_LINKS === true)));
  return {
    rename: !item.readOnly && personal,
    move: !item.readOnly && item.saved,
    copy:
      !item.proxy &&
      (personal ||
        item.role === 'ADMIN' ||
        (item.role === 'COACH' && flags.COACHES_CAN_COPY_TEAM_PLAYS === true)),
    share,
    delete: !item.readOnly && personal,
    unshare: !personal && canShareToTeam(item.role),
  };
}

/** Folder actions of spec section 6 (a team playbook offers unshare instead of delete). */
export function folderActions(item: ItemContext): ItemActions {
  const personal = item.playbookType === 'personal';
  const flags = item.flags ?? {};
  const share =
    personal ||
    item.role === 'ADMIN' ||
    item.role === 'COACH' ||
    (item.role === 'PLAYER' && flags.PLAYERS_CAN_REFERENCE_TEAM_PLAYS === true);
  return {
    rename: !item.readOnly,
    move: !item.readOnly,
    copy: !item.readOnly,
    share,
    delete: !item.readOnly && personal,
    unshare: !personal && canShareToTeam(item.role),
  };
}

export interface SortableItem {
  kind: 'folder' | 'play';
  id: string;
  position: number | null;
  /** When it was shared to this playbook, or created. */
  date: Date;
}

/** Spec order: explicit position first (ascending), then folders before plays, then newest first. */
export function compareItems(a: SortableItem, b: SortableItem): number {
  if (a.position !== null && b.position !== null && a.position !== b.position) return a.position - b.position;
  if ((a.position === null) !== (b.position === null)) return a.position === null ? 1 : -1;
  if (a.kind !== b.kind) return a.kind === 'folder' ? -1 : 1;
  return b.date.getTime() - a.date.getTime() || a.id.localeCompare(b.id);
}

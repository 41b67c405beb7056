import type { PlayCredit } from '@chalktalk/domain';
import type { ItemActions } from '../playbook.rules';

/** A play as listed in a playbook: its metadata, never its frames (open it with getPlay or getSharedPlay). */
export interface PlayItemDto {
  id: string;
  /** The source playbook (the play's own playbook; for team items the one it was shared from). */
  playbookId: string;
  folderId: string | null;
  position: number | null;
  /** Without full access, personal plays after the tenth: listed (to be blurred) but not openable. */
  hidden: boolean;
  coachOnly: boolean;
  /** Shared on from another team's playbook: not copied or shared further. */
  proxyTeamId: string | null;
  readOnly: boolean;
  actions: ItemActions;
  createdDate: string;
  /** Team playbooks: when it was shared to the team, and by whom. */
  sharedOn?: string;
  sharedBy?: string | null;
  /** Team playbooks: the user has not opened it yet. */
  unviewed?: boolean;
  name?: string;
  description?: string;
  tags?: string[];
  sport?: string;
  type?: string;
  fieldType?: string;
  lastModified?: string;
  thumbnailUrl?: string;
  /** A copy of a community play: its credit ('Copied from <play> by <author>'). */
  copiedFrom?: PlayCredit;
}

export interface FolderDto {
  id: string;
  name: string;
  parentId: string | null;
  position: number | null;
  /** Contents in display order. */
  plays: string[];
  folders: string[];
  readOnly: boolean;
  actions: ItemActions;
}

export interface PlaybookDto {
  id: string;
  type: 'team' | 'personal';
  teamId?: string;
  ownerId?: string;
  readOnly: boolean;
  /** Personal playbooks: false when plays after the tenth are hidden. */
  fullAccess?: boolean;
  /** The top level in display order. */
  items: { kind: 'folder' | 'play'; id: string }[];
  plays: PlayItemDto[];
  folders: FolderDto[];
}

export type TeamPlaybookDto = PlaybookDto & { type: 'team'; teamId: string };
export type PersonalPlaybookDto = PlaybookDto & { type: 'personal'; ownerId: string };

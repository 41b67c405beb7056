import type { PlayCredit, ShareScope } from '@chalktalk/domain';

/** Wire shapes of the playbook service (services/playbook/README.md). */
export interface ItemActions {
  rename: boolean;
  move: boolean;
  copy: boolean;
  share: boolean;
  delete: boolean;
  unshare?: boolean;
}

export interface PlaybookPlay {
  id: string;
  /** The play's source playbook (for team items, the playbook it was shared from). */
  playbookId: string;
  folderId: string | null;
  position: number | null;
  hidden: boolean;
  coachOnly?: boolean;
  proxyTeamId?: string | null;
  readOnly?: boolean;
  actions?: ItemActions;
  createdDate: string;
  sharedOn?: string;
  sharedBy?: string;
  unviewed?: boolean;
  name: string;
  description?: string;
  tags?: string[];
  sport?: string;
  type?: string;
  lastModified?: string;
  thumbnailUrl?: string | null;
  /** A copy of a community play: 'Copied from <play> by <author>'. */
  copiedFrom?: PlayCredit;
}

export interface PlaybookFolder {
  id: string;
  name: string;
  parentId: string | null;
  position: number | null;
  plays: string[];
  folders: string[];
  readOnly?: boolean;
  actions?: ItemActions;
}

export interface PlaybookItemRef {
  kind: 'folder' | 'play';
  id: string;
}

export interface Playbook {
  id: string;
  type: 'personal' | 'team';
  ownerId?: string;
  teamId?: string;
  readOnly: boolean;
  fullAccess?: boolean;
  items: PlaybookItemRef[];
  plays: PlaybookPlay[];
  folders: PlaybookFolder[];
}

export interface PlaybookResponse {
  playbook: Playbook;
}

/** A team member's name as the playbook service learned it from teams events ('' when it never saw the join). */
export interface PersonName {
  firstName: string;
  lastName: string;
}

export interface ViewerDetails {
  playId: string;
  name: string;
  viewerCount: number;
  viewers: Array<
    PersonName & { userId: string; role: string; firstViewed: string; lastViewed: string; views: number }
  >;
  notViewed: Array<PersonName & { userId: string; role: string }>;
}

export interface ViewershipProfile extends PersonName {
  teamId: string;
  personUID: string;
  role: string;
  viewedCount: number;
  playCount: number;
  plays: Array<{
    playId: string;
    srcPlaybookId: string;
    name: string;
    viewed: boolean;
    lastViewed: string | null;
    views: number;
  }>;
}

export interface ShareItemsRequest {
  srcPlaybookId: string;
  modifications: Record<string, ShareScope>;
  itemIds: string[];
  proxyTeamId?: string;
}

export interface StudyReminderResponse {
  message: string;
  notified: number;
}

import {
  IconBook2,
  IconCalendarEvent,
  IconFileText,
  IconHome,
  IconSearch,
  IconUser,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { useFeature } from '../../../config/features';
import { useActiveTeam } from '../../teams/use-active-team';

export interface NavItem {
  label: string;
  icon: Icon;
  /** An in-app path, or 'search', which focuses the search box instead of navigating. */
  to: string | 'search';
  /** Spec 1 §2: schedule, roster and documents show on desktop only, and only with an active team. */
  desktopOnly?: boolean;
}

/** Spec 1 §2's navbar, in order, with the feature switches applied; the phone layout drops desktop-only items. */
export function useNavItems(phone: boolean): NavItem[] {
  const { team } = useActiveTeam();
  const playbook = useFeature('PlayDesigner');
  const schedule = useFeature('Schedule');
  const roster = useFeature('Roster');
  const documents = useFeature('TeamDocuments');
  const community = useFeature('Community');
  const teamPages = !phone && team !== null;

  const items: Array<NavItem | false> = [
    { label: 'Home', icon: IconHome, to: '/feed' },
    { label: 'Search', icon: IconSearch, to: 'search' },
    playbook && { label: 'Playbook', icon: IconBook2, to: '/playbook' },
    schedule &&
      teamPages && { label: 'Schedule', icon: IconCalendarEvent, to: '/schedule', desktopOnly: true },
    roster && teamPages && { label: 'Roster', icon: IconUsers, to: '/team/roster', desktopOnly: true },
    documents &&
      teamPages && { label: 'Documents', icon: IconFileText, to: '/documents/list', desktopOnly: true },
    community && { label: 'Community', icon: IconUsersGroup, to: '/community' },
    { label: 'Profile', icon: IconUser, to: '/profile' },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

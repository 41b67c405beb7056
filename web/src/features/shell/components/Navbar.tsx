import { NavLink } from 'react-router';
import { useFeature } from '../../../config/features';
import { useActiveTeam, useTeamPath } from '../../teams/use-active-team';

interface NavItem {
  label: string;
  to: string;
  /** Spec 1 §2: schedule, roster and documents show on desktop only, and only with an active team. */
  teamDesktopOnly?: boolean;
}

export function Navbar({ onSearch }: { onSearch: () => void }) {
  const teamPath = useTeamPath();
  const { team } = useActiveTeam();
  const playbook = useFeature('PlayDesigner');
  const schedule = useFeature('Schedule');
  const roster = useFeature('Roster');
  const documents = useFeature('TeamDocuments');
  const community = useFeature('Community');

  const items: Array<NavItem | 'search'> = [
    { label: 'Home', to: '/feed' },
    'search',
    ...(playbook ? [{ label: 'Playbook', to: '/playbook' }] : []),
    ...(schedule ? [{ label: 'Schedule', to: '/schedule', teamDesktopOnly: true }] : []),
    ...(roster ? [{ label: 'Roster', to: '/team/roster', teamDesktopOnly: true }] : []),
    ...(documents ? [{ label: 'Documents', to: '/documents/list', teamDesktopOnly: true }] : []),
    ...(community ? [{ label: 'Community', to: '/community' }] : []),
    { label: 'Profile', to: '/profile' },
  ];

  return (
    <nav className="navbar" aria-label="Main">
      {items.map((item) => {
        if (item === 'search') {
          return (
            <button key="search" type="button" className="navbar__item" onClick={onSearch}>
              Search
            </button>
          );
        }
        if (item.teamDesktopOnly && !team) return null;
        return (
          <NavLink
            key={item.to}
            to={teamPath(item.to)}
            className={({ isActive }) =>
              `navbar__item${item.teamDesktopOnly ? ' desktop-only' : ''}${isActive ? ' navbar__item--active' : ''}`
            }
          >
            {item.label}
          </NavLink>
        );
      })}
    </nav>
  );
}

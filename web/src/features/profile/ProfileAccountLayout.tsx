import { NavLink, Outlet } from 'react-router';
import { useTeamPath } from '../teams/use-active-team';

const TABS = [
  { to: '/profile/account/basic', label: 'Basic details' },
  { to: '/profile/account/password', label: 'Password' },
  { to: '/profile/account/delete', label: 'Delete account' },
];

/** /profile/account/*: the account settings, one tab per concern. */
export function ProfileAccountLayout() {
  const teamPath = useTeamPath();
  return (
    <section className="page">
      <h1>Account</h1>
      <nav className="tabs profile-tabs" aria-label="Account settings">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={teamPath(tab.to)}
            className={({ isActive }) => `tabs__tab${isActive ? ' tabs__tab--active' : ''}`}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </section>
  );
}

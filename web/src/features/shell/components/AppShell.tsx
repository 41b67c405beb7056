import { useRef } from 'react';
import { Outlet } from 'react-router';
import { useDefaultActiveTeam } from '../../teams/use-default-active-team';
import { Header } from './Header';
import { Navbar } from './Navbar';

/** Spec 1 §2 chrome: header (team switcher, search, avatar), navbar, then the page. */
export function AppShell() {
  useDefaultActiveTeam();
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <div className="app-shell">
      <Header searchRef={searchRef} />
      <Navbar onSearch={() => searchRef.current?.focus()} />
      <main className="app-main">
        <Outlet />
      </main>
    </div>
  );
}

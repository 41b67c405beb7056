import { useRef } from 'react';
import { Outlet } from 'react-router';
import { useDefaultActiveTeam } from '../../teams/use-default-active-team';
import { useProgramBranding } from '../../teams/use-program-branding';
import { Header } from './Header';
import { Navbar } from './Navbar';

/** Spec 1 §2 chrome: header (team switcher, search, avatar), navbar, then the page, in the program's colours. */
export function AppShell() {
  useDefaultActiveTeam();
  useProgramBranding();
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

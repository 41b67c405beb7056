import { useRef } from 'react';
import { Outlet } from 'react-router';
import { useDefaultActiveTeam } from '../../teams/use-default-active-team';
import { useProgramTheme } from '../../teams/use-program-theme';
import '../shell-theme.css';
import { Header } from './Header';
import { Navbar } from './Navbar';

/** Spec 1 §2 chrome: header (team switcher, search, avatar), navbar, then the page, in the program's colours. */
export function AppShell() {
  useDefaultActiveTeam();
  const searchRef = useRef<HTMLInputElement>(null);
  const theme = useProgramTheme();
  return (
    <div className={theme.branded ? 'app-shell app-shell--branded' : 'app-shell'} style={theme.style}>
      <Header searchRef={searchRef} />
      <Navbar onSearch={() => searchRef.current?.focus()} />
      <main className="app-main">
        <Outlet />
      </main>
    </div>
  );
}

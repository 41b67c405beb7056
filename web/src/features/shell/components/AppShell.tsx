import { useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { useDefaultActiveTeam } from '../../teams/use-default-active-team';
import { useProgramBranding } from '../../teams/use-program-branding';
import { usePhoneLayout } from '../../../theme/use-phone-layout';
import classes from './AppShell.module.css';
import { Header } from './Header';
import { Navbar } from './Navbar';
import { SearchBox } from './SearchBox';

/**
 * Spec 1 §2 chrome in the program's colours: desktop has the header (team switcher, search, avatar) and the left
 * navbar; phones (≤ 768 px) a compact header whose search opens a row under it, and the bottom navbar.
 */
export function AppShell() {
  useDefaultActiveTeam();
  useProgramBranding();
  const phone = usePhoneLayout();
  const searchRef = useRef<HTMLInputElement>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const phoneSearch = phone && searchOpen;

  const focusSearch = () => {
    searchRef.current?.focus();
    if (phone) setSearchOpen(true);
  };

  // On a phone the search row mounts after the press that opened it; focus it once it exists.
  useEffect(() => {
    if (phoneSearch) searchRef.current?.focus();
  }, [phoneSearch]);

  return (
    <div className={phone ? `app-shell ${classes.shell} ${classes.phone}` : `app-shell ${classes.shell}`}>
      <div className={classes.header}>
        <div className={classes.headerBar}>
          <Header
            searchRef={searchRef}
            phone={phone}
            searchOpen={searchOpen}
            onToggleSearch={() => (searchOpen ? setSearchOpen(false) : focusSearch())}
          />
        </div>
        {phoneSearch && (
          <div className={classes.searchRow}>
            <SearchBox inputRef={searchRef} />
          </div>
        )}
      </div>
      {!phone && (
        <div className={classes.navbar}>
          <div className={classes.navbarLinks}>
            <Navbar onSearch={focusSearch} />
          </div>
        </div>
      )}
      <main className={`app-main ${classes.main}`}>
        <Outlet />
      </main>
      {phone && (
        <div className={classes.bottomNav}>
          <Navbar phone onSearch={focusSearch} />
        </div>
      )}
    </div>
  );
}

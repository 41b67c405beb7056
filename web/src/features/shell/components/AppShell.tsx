import { AppShell as KitAppShell, Box } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { useDefaultActiveTeam } from '../../teams/use-default-active-team';
import { useProgramBranding } from '../../teams/use-program-branding';
import { usePhoneLayout } from '../layout/use-phone-layout';
import { Header } from './Header';
import { Navbar } from './Navbar';
import { SearchBox } from './SearchBox';

const HEADER = { desktop: 60, phone: 52 };
const SEARCH_ROW = 56;

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
    <KitAppShell
      header={{ height: (phone ? HEADER.phone : HEADER.desktop) + (phoneSearch ? SEARCH_ROW : 0) }}
      navbar={phone ? undefined : { width: 200, breakpoint: 0 }}
      footer={phone ? { height: 60 } : undefined}
      padding={phone ? 'sm' : 'lg'}
      className="app-shell"
    >
      <KitAppShell.Header withBorder={false}>
        <Box h={phone ? HEADER.phone : HEADER.desktop}>
          <Header
            searchRef={searchRef}
            phone={phone}
            searchOpen={searchOpen}
            onToggleSearch={() => (searchOpen ? setSearchOpen(false) : focusSearch())}
          />
        </Box>
        {phoneSearch && (
          <Box
            h={SEARCH_ROW}
            px="xs"
            py={8}
            bg="var(--mantine-color-body)"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <SearchBox inputRef={searchRef} />
          </Box>
        )}
      </KitAppShell.Header>
      {!phone && (
        <KitAppShell.Navbar>
          <Navbar onSearch={focusSearch} />
        </KitAppShell.Navbar>
      )}
      <KitAppShell.Main className="app-main">
        <Outlet />
      </KitAppShell.Main>
      {phone && (
        <KitAppShell.Footer>
          <Navbar phone onSearch={focusSearch} />
        </KitAppShell.Footer>
      )}
    </KitAppShell>
  );
}

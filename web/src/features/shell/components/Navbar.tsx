import { NavLink as KitNavLink, Stack, UnstyledButton } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { useTeamPath } from '../../teams/use-active-team';
import { useNavItems, type NavItem } from '../layout/nav-items';
import classes from './Navbar.module.css';

interface NavbarProps {
  onSearch: () => void;
  /** The phone layout: the five items along the bottom of the screen, icon above label. */
  phone?: boolean;
}

function isActive(pathname: string, item: NavItem): boolean {
  return item.to !== 'search' && (pathname === item.to || pathname.startsWith(`${item.to}/`));
}

/** Spec 1 §2 navbar: a column at the left on desktop, the bottom bar on phones. */
export function Navbar({ onSearch, phone = false }: NavbarProps) {
  const teamPath = useTeamPath();
  const { pathname } = useLocation();
  const items = useNavItems(phone);

  if (phone) {
    return (
      <nav aria-label="Main" className={classes.bottom}>
        {items.map((item) => {
          const content = (
            <>
              <item.icon size={22} stroke={1.6} aria-hidden />
              <span>{item.label}</span>
            </>
          );
          return item.to === 'search' ? (
            <UnstyledButton key="search" className={classes.bottomItem} onClick={onSearch}>
              {content}
            </UnstyledButton>
          ) : (
            <UnstyledButton
              key={item.to}
              component={NavLink}
              to={teamPath(item.to)}
              className={classes.bottomItem}
              data-active={isActive(pathname, item) || undefined}
            >
              {content}
            </UnstyledButton>
          );
        })}
      </nav>
    );
  }

  return (
    <Stack component="nav" aria-label="Main" gap={2} p="sm">
      {items.map((item) =>
        item.to === 'search' ? (
          <KitNavLink
            key="search"
            component="button"
            label={item.label}
            leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
            onClick={onSearch}
          />
        ) : (
          <KitNavLink
            key={item.to}
            component={NavLink}
            to={teamPath(item.to)}
            label={item.label}
            leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
            active={isActive(pathname, item)}
            color="accent"
          />
        ),
      )}
    </Stack>
  );
}

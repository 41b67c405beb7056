import type { Ref } from 'react';
import { Link } from 'react-router';
import { useEdition } from '../../../config/EditionContext';
import { TeamSwitcher } from '../../teams/components/TeamSwitcher';
import { useTeamPath } from '../../teams/use-active-team';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

export function Header({ searchRef }: { searchRef?: Ref<HTMLInputElement> }) {
  const { siteName } = useEdition();
  const teamPath = useTeamPath();
  return (
    <header className="app-header">
      <Link to={teamPath('/feed')} className="app-header__brand">
        {siteName}
      </Link>
      <TeamSwitcher />
      <SearchBox inputRef={searchRef} />
      <UserMenu />
    </header>
  );
}

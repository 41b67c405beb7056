import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { useEdition } from '../../../config/EditionContext';
import { useFeature } from '../../../config/features';
import { useLogoutMutation } from '../../auth/authApi';
import { selectUser } from '../../auth/authSlice';
import { DevMailboxLink } from '../../dev-mailbox/components/DevMailboxLink';
import { useTeamPath } from '../../teams/use-active-team';

function initials(first: string | undefined, last: string | undefined): string {
  return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase() || '?';
}

export function UserMenu() {
  const user = useAppSelector(selectUser);
  const { blogUrl } = useEdition();
  const teamPath = useTeamPath();
  const documents = useFeature('TeamDocuments');
  const community = useFeature('Community');
  const [open, setOpen] = useState(false);
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const close = () => setOpen(false);

  const onLogout = async () => {
    close();
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <div className="user-menu">
      <button
        type="button"
        className="avatar"
        aria-label="Account menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {initials(user?.firstName, user?.lastName)}
      </button>
      {open && (
        <ul className="menu" role="menu">
          <li role="none">
            <Link role="menuitem" to={teamPath('/profile')} onClick={close}>
              Profile
            </Link>
          </li>
          {documents && (
            <li role="none">
              <Link role="menuitem" to={teamPath('/documents/list')} onClick={close}>
                Team Documents
              </Link>
            </li>
          )}
          {community && (
            <li role="none">
              <Link role="menuitem" to={teamPath('/community')} onClick={close}>
                Community
              </Link>
            </li>
          )}
          <li role="none">
            <a role="menuitem" href={blogUrl} target="_blank" rel="noreferrer" onClick={close}>
              Blog
            </a>
          </li>
          <DevMailboxLink onClick={close} />
          <li role="none">
            <button role="menuitem" type="button" onClick={onLogout}>
              Log Out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

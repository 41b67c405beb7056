import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../config/EditionContext';
import { selectUser } from '../auth/authSlice';
import { MANAGE_TEAMS_PATH } from '../teams/components/TeamSwitcher';
import { useTeamPath } from '../teams/use-active-team';

export function ProfilePage() {
  usePageTitle('Profile');
  const user = useAppSelector(selectUser);
  const teamPath = useTeamPath();
  return (
    <section className="page">
      <h1>Profile</h1>
      <dl className="details">
        <dt>Name</dt>
        <dd>
          {user?.firstName} {user?.lastName}
        </dd>
        <dt>Email</dt>
        <dd>{user?.email}</dd>
      </dl>
      <p>
        <Link to={teamPath(MANAGE_TEAMS_PATH)}>Manage teams and subscriptions</Link>
      </p>
    </section>
  );
}

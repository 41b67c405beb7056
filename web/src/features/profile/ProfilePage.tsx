import { Link } from 'react-router';
import { usePageTitle } from '../../config/EditionContext';
import { MANAGE_TEAMS_PATH } from '../teams/team-paths';
import { useTeamPath } from '../teams/use-active-team';
import { useGetProfileQuery } from './profileApi';

export function ProfilePage() {
  usePageTitle('Profile');
  const { data } = useGetProfileQuery();
  const teamPath = useTeamPath();
  const details = data?.basicDetails;
  return (
    <section className="page">
      <h1>Profile</h1>
      <dl className="details">
        <dt>Name</dt>
        <dd>
          {details?.firstName} {details?.lastName}
        </dd>
        <dt>Email</dt>
        <dd>
          {details?.email}{' '}
          {details && !details.emailVerified && <span className="muted">(not verified)</span>}
        </dd>
      </dl>
      <ul>
        <li>
          <Link to={teamPath('/profile/account/basic')}>Account settings</Link>
        </li>
        <li>
          <Link to={teamPath(MANAGE_TEAMS_PATH)}>Manage teams and subscriptions</Link>
        </li>
      </ul>
    </section>
  );
}

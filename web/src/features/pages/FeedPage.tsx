import { SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../config/EditionContext';
import { selectUser } from '../auth/authSlice';
import { OnboardingChecklist } from '../home/OnboardingChecklist';
import { RecentPlays } from '../home/RecentPlays';
import { MANAGE_TEAMS_PATH } from '../teams/team-paths';
import { useActiveTeam, useTeamPath } from '../teams/use-active-team';

export function FeedPage() {
  usePageTitle('Home');
  const user = useAppSelector(selectUser);
  const { team } = useActiveTeam();
  const teamPath = useTeamPath();
  return (
    <section className="page">
      <h1>Welcome, {user?.firstName}</h1>
      {team ? (
        <p>
          You are working in <strong>{team.name}</strong>. Team posts, likes and comments will appear here;
          the team feed is coming soon.
        </p>
      ) : (
        <p>
          You are not on a team yet. <Link to={teamPath(MANAGE_TEAMS_PATH)}>Create a program</Link> or join a
          team with a team key from the team menu.
        </p>
      )}
      {/* Until the team feed arrives, home is where a new user finds their way in. */}
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="md">
        <OnboardingChecklist />
        <RecentPlays />
      </SimpleGrid>
    </section>
  );
}

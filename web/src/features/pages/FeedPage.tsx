import { Center, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { useEdition, usePageTitle } from '../../config/EditionContext';
import { selectUser } from '../auth/authSlice';
import { TeamFeed } from '../feed/TeamFeed';
import { OnboardingChecklist } from '../home/OnboardingChecklist';
import { RecentPlays } from '../home/RecentPlays';
import { UpcomingEvents } from '../home/UpcomingEvents';
import { useFavoriteTeam } from '../profile/use-favorite-team';
import { activeTeamAtLogin } from '../teams/team-access';
import { MANAGE_TEAMS_PATH } from '../teams/team-paths';
import { useRetrieveTeamsQuery } from '../teams/teamsApi';
import { useActiveTeam, useTeamPath } from '../teams/use-active-team';
import classes from './FeedPage.module.css';

/**
 * Home: the active team's feed, with the side column for cards about the team (the schedule's upcoming events
 * card belongs at the top of it) and the onboarding checklist and recent plays.
 */
export function FeedPage() {
  usePageTitle('Home');
  const user = useAppSelector(selectUser);
  const { team, teamId } = useActiveTeam();
  const teamPath = useTeamPath();
  const { edition } = useEdition();
  const { favoriteId } = useFavoriteTeam();
  const { data: teams } = useRetrieveTeamsQuery();
  // Until the teams answer and the shell puts the login-time team into t=, a user with teams saw "not on a team
  // yet" for a moment (and it was the phone's largest paint): the feed's own loader instead.
  const choosingTeam =
    !team && (!teams || (!teamId && activeTeamAtLogin(teams, edition, favoriteId) !== null));
  return (
    <section className="page">
      <Title order={1} size="h2" mb="md">
        Welcome, {user?.firstName}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }} className={classes.feedColumn}>
          {team ? (
            <TeamFeed teamId={team.id} />
          ) : choosingTeam ? (
            <Center p="lg">
              <Loader aria-label="Loading the feed" />
            </Center>
          ) : (
            <Text>
              You are not on a team yet. <Link to={teamPath(MANAGE_TEAMS_PATH)}>Create a program</Link> or
              join a team with a team key from the team menu.
            </Text>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" aria-label="Team cards">
            {/* Under the feed on a phone: they render after the feed's first paint, not inside it. */}
            <AfterFirstPaint>
              <UpcomingEvents />
              <OnboardingChecklist />
              <RecentPlays />
            </AfterFirstPaint>
          </Stack>
        </Grid.Col>
      </Grid>
    </section>
  );
}

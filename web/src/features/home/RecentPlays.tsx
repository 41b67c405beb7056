import { Anchor, Card, List, Text, Title } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router';
import { useFeature } from '../../config/features';
import { recentPlays } from '../playbook/playbook-list';
import { playbookPaths } from '../playbook/playbook-paths';
import { useGetMyPlaybookQuery, useGetTeamPlaybookQuery } from '../playbook/playbookApi';
import { useActiveTeam, useTeamPath } from '../teams/use-active-team';

/**
 * The home page's three most recent plays (spec 1 §9 "Most recent items shown: 3"): of the active team's
 * playbook when a team is chosen (where a player's plays are), else of the personal playbook.
 */
export function RecentPlays() {
  const designer = useFeature('PlayDesigner');
  const { teamId } = useActiveTeam();
  const teamPath = useTeamPath();
  const mine = useGetMyPlaybookQuery(designer && !teamId ? undefined : skipToken);
  const team = useGetTeamPlaybookQuery(designer && teamId ? { teamId } : skipToken);
  const playbook = (teamId ? team.data : mine.data)?.playbook;
  if (!designer || !playbook) return null;
  const plays = recentPlays(playbook);
  const paths = playbookPaths(teamPath, teamId);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="recent-plays-title">
      <Title order={2} size="h4" id="recent-plays-title">
        Recent plays
      </Title>
      {plays.length === 0 ? (
        <Text size="sm">
          No plays yet.{' '}
          <Anchor c="brand" component={Link} to={teamPath('/playbook')}>
            Open the playbook
          </Anchor>{' '}
          to draw one.
        </Text>
      ) : (
        <List spacing="xs" mt="xs" listStyleType="none">
          {plays.map((play) => (
            <List.Item key={play.id}>
              <Anchor c="brand" component={Link} to={paths.open(play)}>
                {play.name || 'Untitled play'}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

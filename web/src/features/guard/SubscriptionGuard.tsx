import { Button, Paper, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../auth/authSlice';
import { MANAGE_TEAMS_PATH } from '../teams/team-paths';
import { useRetrieveTeamsQuery } from '../teams/teamsApi';
import { useActiveTeam, useTeamPath } from '../teams/use-active-team';
import {
  ASK_ADMIN_HINT,
  BLOCK_MESSAGES,
  NO_TEAM_MESSAGE,
  OWNER_UPGRADE_HINT,
  subscriptionBlock,
  type GuardedFeature,
} from './subscription-block';

// The owner's link needs billing's answer: its own chunk, fetched only when a guard shows it to an owner.
const UpgradeLink = lazy(() => import('../billing/components/UpgradeLink'));

/** Spec 1 §2: pages that need a subscription (team, schedule, documents) show one of four messages instead. */
export function SubscriptionGuard({ feature, children }: { feature?: GuardedFeature; children?: ReactNode }) {
  const user = useAppSelector(selectUser);
  const { data, isLoading } = useRetrieveTeamsQuery();
  const { team } = useActiveTeam();
  const teamPath = useTeamPath();
  if (isLoading) return null;
  const program = data?.programs.find((candidate) => candidate.id === team?.programId);
  const block = subscriptionBlock(team, user?.id, feature, program);
  if (!block) return <>{children ?? <Outlet />}</>;
  if (block === 'noTeam') {
    return (
      <Paper component="section" aria-label="No team" withBorder p="lg" maw={560}>
        <Text mb="md">{NO_TEAM_MESSAGE}</Text>
        <Button component={Link} to={teamPath(MANAGE_TEAMS_PATH)}>
          Create Team
        </Button>
      </Paper>
    );
  }
  const owner = team?.ownerId === user?.id;
  return (
    <Paper component="section" aria-label="Subscription needed" withBorder p="lg" maw={560}>
      <Text role="alert" fw={600} mb="sm">
        {BLOCK_MESSAGES[block]}
      </Text>
      {block !== 'pending' &&
        (owner && team ? (
          <>
            <Text size="sm" mb="xs">
              {OWNER_UPGRADE_HINT}
            </Text>
            <Suspense fallback={null}>
              <UpgradeLink team={team} reason={block} feature={feature} />
            </Suspense>
          </>
        ) : (
          <Text c="dimmed">{ASK_ADMIN_HINT}</Text>
        ))}
    </Paper>
  );
}
